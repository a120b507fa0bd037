import type { ImageType } from '../../platform/common/image-type.js';

/**
 * Photos from phones carry metadata (EXIF with the GPS position, camera serials, XMP, comments)
 * that a public profile photo must not publish. These functions rewrite the container without it,
 * keeping what decoding needs (colour profiles, the Adobe colour transform) and, for JPEG, the
 * EXIF orientation, so a portrait photo still shows upright. JPEG also loses anything after its
 * end of image. Null: the file is not well formed.
 */
export function withoutMetadata(bytes: Buffer, type: ImageType): Buffer | null {
  try {
    switch (type) {
      case 'image/jpeg':
        return jpegWithoutMetadata(bytes);
      case 'image/png':
        return pngWithoutMetadata(bytes);
      case 'image/webp':
        return webpWithoutMetadata(bytes);
    }
  } catch {
    // A read past the end (a truncated or lying file): hostile input is a 4xx, never a 500.
    return null;
  }
}

// JPEG: SOI, then marker segments up to the start of scan, then entropy-coded data to the end.
const SOI = 0xd8;
const SOS = 0xda;
const APP0 = 0xe0;
const APP1 = 0xe1;
const APP2 = 0xe2; // ICC colour profile, but also MPF (an index of further images) and FlashPix
const EOI = 0xd9;
const ICC_PROFILE = Buffer.from('ICC_PROFILE\0', 'latin1');
const APP14 = 0xee; // Adobe: how to read the colour channels
const COM = 0xfe;

function jpegWithoutMetadata(bytes: Buffer): Buffer | null {
  if (bytes[0] !== 0xff || bytes[1] !== SOI) return null;
  const jfif: Buffer[] = [];
  const others: Buffer[] = [];
  let orientation: number | null = null;
  let offset = 2;
  for (;;) {
    if (bytes.readUInt8(offset) !== 0xff) return null;
    let marker = bytes.readUInt8(offset + 1);
    while (marker === 0xff) marker = bytes.readUInt8(++offset + 1); // fill bytes
    if (marker === SOS) break;
    const length = bytes.readUInt16BE(offset + 2);
    const end = offset + 2 + length;
    if (length < 2 || end > bytes.length) return null;
    const segment = bytes.subarray(offset, end);
    if (marker === APP1) orientation ??= exifOrientation(segment.subarray(4));
    const isApp = marker >= APP0 && marker <= 0xef;
    if (marker === APP0) jfif.push(segment);
    else if (isIccProfile(marker, segment) || marker === APP14 || (!isApp && marker !== COM))
      others.push(segment);
    // Every other APPn (EXIF, XMP, IPTC, MPF, maker data) and comments: dropped.
    offset = end;
  }
  // EXIF belongs right after SOI and the JFIF header.
  const exif = orientation !== null && orientation !== 1 ? [orientationSegment(orientation)] : [];
  const image = bytes.subarray(offset, endOfImage(bytes, offset));
  return Buffer.concat([bytes.subarray(0, 2), ...jfif, ...exif, ...others, image]);
}

/**
 * Of the APP2 segments only the ICC profile is kept: the colours are drawn wrong without it. MPF
 * (phones' multi-picture index) points at further images (the unedited original, a depth map,
 * each with its own EXIF) stored after the first image's end, and FlashPix carries more metadata.
 */
function isIccProfile(marker: number, segment: Buffer): boolean {
  return marker === APP2 && segment.subarray(4, 4 + ICC_PROFILE.length).equals(ICC_PROFILE);
}

/**
 * Where the image ends: just after its EOI marker. Whatever a file carries after it (MPF's
 * further images, appended archives, trailers of editing tools) is not part of this image.
 * Walks the scans from the first SOS: in entropy-coded data 0xFF is followed by 0x00 (stuffing),
 * a restart marker or fill; any other marker (tables, the next scan of a progressive JPEG) has a
 * length to skip. No EOI (a file cut short in its scans, which browsers still draw): the end.
 */
function endOfImage(bytes: Buffer, sos: number): number {
  let at = sos + 2 + bytes.readUInt16BE(sos + 2);
  while (at + 1 < bytes.length) {
    if (bytes[at] !== 0xff) {
      at += 1;
      continue;
    }
    const marker = bytes[at + 1]!;
    if (marker === EOI) return at + 2;
    const inScan = marker === 0x00 || marker === 0xff || (marker >= 0xd0 && marker <= 0xd7);
    at += inScan ? (marker === 0xff ? 1 : 2) : 2 + bytes.readUInt16BE(at + 2);
  }
  return bytes.length;
}

/**
 * The Orientation tag (0x0112) of an EXIF APP1 payload's first IFD, if present and sane. Broken
 * EXIF only loses the orientation: the metadata goes anyway, the image stays.
 */
function exifOrientation(payload: Buffer): number | null {
  try {
    return readOrientation(payload);
  } catch {
    return null;
  }
}

function readOrientation(payload: Buffer): number | null {
  if (payload.length < 14 || payload.toString('latin1', 0, 6) !== 'Exif\0\0') return null;
  const tiff = payload.subarray(6);
  const little = tiff.toString('latin1', 0, 2) === 'II';
  if (!little && tiff.toString('latin1', 0, 2) !== 'MM') return null;
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  if (u16(2) !== 42) return null;
  const ifd = u32(4);
  const entries = u16(ifd);
  for (let i = 0; i < entries; i++) {
    const entry = ifd + 2 + i * 12;
    if (u16(entry) === 0x0112 && u16(entry + 2) === 3) {
      const value = u16(entry + 8);
      return value >= 1 && value <= 8 ? value : null;
    }
  }
  return null;
}

/** An APP1 segment whose EXIF holds the orientation and nothing else. */
function orientationSegment(orientation: number): Buffer {
  const payload = Buffer.concat([
    Buffer.from('Exif\0\0', 'latin1'),
    Buffer.from('MM\0\x2a\0\0\0\x08', 'latin1'), // big-endian TIFF, first IFD at 8
    Buffer.from([0x00, 0x01]), // one entry
    Buffer.from([0x01, 0x12, 0x00, 0x03, 0x00, 0x00, 0x00, 0x01, 0x00, orientation, 0x00, 0x00]),
    Buffer.from([0x00, 0x00, 0x00, 0x00]), // no next IFD
  ]);
  const header = Buffer.from([0xff, APP1, 0x00, 0x00]);
  header.writeUInt16BE(payload.length + 2, 2);
  return Buffer.concat([header, payload]);
}

// PNG: signature, then chunks (length, type, data, CRC) up to IEND.
const pngMetadataChunks = new Set(['eXIf', 'tEXt', 'zTXt', 'iTXt', 'tIME']);

function pngWithoutMetadata(bytes: Buffer): Buffer | null {
  const kept: Buffer[] = [bytes.subarray(0, 8)];
  let offset = 8;
  for (;;) {
    const length = bytes.readUInt32BE(offset);
    const type = bytes.toString('latin1', offset + 4, offset + 8);
    const end = offset + 12 + length;
    if (end > bytes.length) return null;
    if (!pngMetadataChunks.has(type)) kept.push(bytes.subarray(offset, end));
    offset = end;
    if (type === 'IEND') return Buffer.concat(kept); // anything after IEND is not the image
  }
}

// WebP: a RIFF container; VP8X's flags say whether EXIF and XMP chunks follow.
const VP8X_EXIF = 0x08;
const VP8X_XMP = 0x04;

function webpWithoutMetadata(bytes: Buffer): Buffer | null {
  const riffEnd = 8 + bytes.readUInt32LE(4);
  if (riffEnd > bytes.length) return null;
  const kept: Buffer[] = [];
  let offset = 12;
  while (offset < riffEnd) {
    const fourcc = bytes.toString('latin1', offset, offset + 4);
    const size = bytes.readUInt32LE(offset + 4);
    const end = offset + 8 + size + (size % 2); // chunks are padded to an even size
    if (end > riffEnd) return null;
    if (fourcc === 'VP8X') {
      const chunk = Buffer.from(bytes.subarray(offset, end));
      chunk.writeUInt8(chunk.readUInt8(8) & ~(VP8X_EXIF | VP8X_XMP), 8);
      kept.push(chunk);
    } else if (fourcc !== 'EXIF' && fourcc !== 'XMP ') {
      kept.push(bytes.subarray(offset, end));
    }
    offset = end;
  }
  const body = Buffer.concat(kept);
  const header = Buffer.from('RIFF\0\0\0\0WEBP', 'latin1');
  header.writeUInt32LE(body.length + 4, 4);
  return Buffer.concat([header, body]);
}

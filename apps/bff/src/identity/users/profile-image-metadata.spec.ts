import { describe, expect, it } from '@jest/globals';
import { withoutMetadata } from './profile-image-metadata.js';
import { detectImageType } from '../../platform/common/image-type.js';
import { jpegSegment as segment, jpegWith, tinyImages } from './testing/tiny-images.js';

/** EXIF (little-endian TIFF) with an orientation and a "GPS" text that must not survive. */
function exif(orientation: number): Buffer {
  const tiff = Buffer.alloc(8 + 2 + 2 * 12 + 4 + 16);
  tiff.write('II', 0, 'latin1');
  tiff.writeUInt16LE(42, 2);
  tiff.writeUInt32LE(8, 4);
  tiff.writeUInt16LE(2, 8);
  // Make (ASCII, 16 bytes at offset 38), then Orientation (SHORT).
  tiff.writeUInt16LE(0x010f, 10);
  tiff.writeUInt16LE(2, 12);
  tiff.writeUInt32LE(16, 14);
  tiff.writeUInt32LE(38, 18);
  tiff.writeUInt16LE(0x0112, 22);
  tiff.writeUInt16LE(3, 24);
  tiff.writeUInt32LE(1, 26);
  tiff.writeUInt16LE(orientation, 30);
  tiff.write('GPS 48.85N 2.29E', 38, 'latin1');
  return segment(0xe1, Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff]));
}

const xmp = segment(
  0xe1,
  Buffer.from('http://ns.adobe.com/xap/1.0/\0<x:xmpmeta>secret</x:xmpmeta>'),
);
const comment = segment(0xfe, Buffer.from('secret comment'));
const iptc = segment(0xed, Buffer.from('Photoshop 3.0\0secret'));

describe('JPEG', () => {
  it('drops EXIF, XMP, IPTC and comments, keeping the image and its orientation', () => {
    const out = withoutMetadata(jpegWith(exif(6), xmp, comment, iptc), 'image/jpeg')!;
    expect(out.toString('latin1')).not.toMatch(/GPS|secret/);
    expect(detectImageType(out)).toBe('image/jpeg');
    // What remains: the original plus one APP1 that holds only Orientation = 6.
    const exifAt = out.indexOf('Exif\0\0', 0, 'latin1');
    expect(exifAt).toBeGreaterThan(0);
    expect(out.readUInt16BE(exifAt - 2)).toBe(34); // the segment's length field
    expect(out.subarray(exifAt + 6, exifAt + 6 + 8).toString('latin1')).toBe('MM\0*\0\0\0\x08');
    expect(out.readUInt16BE(exifAt + 6 + 10)).toBe(0x0112);
    expect(out.readUInt16BE(exifAt + 6 + 18)).toBe(6);
    expect(out.length).toBe(tinyImages.jpeg.length + 2 + 34);
  });

  it('leaves a plain JPEG as it was and adds no EXIF for the upright orientation', () => {
    expect(withoutMetadata(tinyImages.jpeg, 'image/jpeg')).toEqual(tinyImages.jpeg);
    expect(withoutMetadata(jpegWith(exif(1)), 'image/jpeg')).toEqual(tinyImages.jpeg);
  });

  it('drops EXIF it cannot read, keeping the image', () => {
    const broken = segment(0xe1, Buffer.from('Exif\0\0MM\0*\0\0\0\x08GPS 48.85N', 'latin1'));
    expect(withoutMetadata(jpegWith(broken), 'image/jpeg')).toEqual(tinyImages.jpeg);
  });

  it('keeps the ICC colour profile (APP2)', () => {
    const icc = segment(0xe2, Buffer.from('ICC_PROFILE\0\x01\x01profile'));
    expect(withoutMetadata(jpegWith(icc, comment), 'image/jpeg')).toEqual(jpegWith(icc));
  });

  it('drops MPF and FlashPix APP2 segments (MPF indexes further images with their own EXIF)', () => {
    const icc = segment(0xe2, Buffer.from('ICC_PROFILE\0\x01\x01profile'));
    const mpf = segment(0xe2, Buffer.from('MPF\0II*\0\x08\0\0\0secret index', 'latin1'));
    const fpxr = segment(0xe2, Buffer.from('FPXR\0\0secret', 'latin1'));
    const out = withoutMetadata(jpegWith(mpf, icc, fpxr), 'image/jpeg')!;
    expect(out).toEqual(jpegWith(icc));
    expect(out.toString('latin1')).not.toContain('secret');
  });

  it('drops whatever follows the end of image (a second picture, an appended archive)', () => {
    const hidden = Buffer.concat([
      tinyImages.jpeg.subarray(0, 2),
      Buffer.from('Exif\0\0 GPS 48.85N secret second image', 'latin1'),
      Buffer.from([0xff, 0xd9]),
      Buffer.from('PK\x03\x04 secret archive', 'latin1'),
    ]);
    const out = withoutMetadata(Buffer.concat([tinyImages.jpeg, hidden]), 'image/jpeg')!;
    expect(out).toEqual(tinyImages.jpeg);
  });

  it('finds the end of image past stuffed bytes, restart markers and a second scan', () => {
    const eoiAt = tinyImages.jpeg.length - 2;
    const scan = tinyImages.jpeg.subarray(0, eoiAt);
    // Entropy data with 0xFF 0x00 stuffing and a restart marker, then tables and another scan.
    const rest = Buffer.concat([
      Buffer.from([0x12, 0xff, 0x00, 0x34, 0xff, 0xd0, 0x56]),
      segment(0xc4, Buffer.from([0x00, 0xff, 0xd9, 0x00])), // a table whose bytes look like EOI
      segment(0xda, Buffer.from([0x01, 0x01, 0x00, 0x00, 0x3f, 0x00])),
      Buffer.from([0x78, 0xff, 0xff, 0xd9]),
    ]);
    const progressive = Buffer.concat([scan, rest]);
    const trailer = Buffer.from('secret trailer');
    expect(withoutMetadata(Buffer.concat([progressive, trailer]), 'image/jpeg')).toEqual(
      progressive,
    );
  });

  it('refuses a JPEG cut short before its image data', () => {
    expect(withoutMetadata(tinyImages.jpeg.subarray(0, 30), 'image/jpeg')).toBeNull();
    expect(withoutMetadata(Buffer.from([0xff, 0xd8, 0xff]), 'image/jpeg')).toBeNull();
  });
});

describe('PNG', () => {
  const iend = tinyImages.png.length - 12;
  const chunk = (type: string, data: string) => {
    const head = Buffer.alloc(8);
    head.writeUInt32BE(data.length, 0);
    head.write(type, 4, 'latin1');
    return Buffer.concat([head, Buffer.from(data, 'latin1'), Buffer.alloc(4)]);
  };

  it('drops text, time and EXIF chunks and anything after IEND', () => {
    const png = Buffer.concat([
      tinyImages.png.subarray(0, iend),
      chunk('tEXt', 'Comment\0secret'),
      chunk('eXIf', 'MM\0*secret'),
      chunk('tIME', '\x07\xea\x0b\x15\x0c\x00\x00'),
      tinyImages.png.subarray(iend),
      Buffer.from('trailing secret'),
    ]);
    expect(withoutMetadata(png, 'image/png')).toEqual(tinyImages.png);
  });

  it('refuses a PNG cut short', () => {
    expect(withoutMetadata(tinyImages.png.subarray(0, iend - 3), 'image/png')).toBeNull();
  });
});

describe('WebP', () => {
  const riff = (...chunks: Buffer[]) => {
    const body = Buffer.concat(chunks);
    const head = Buffer.from('RIFF\0\0\0\0WEBP', 'latin1');
    head.writeUInt32LE(body.length + 4, 4);
    return Buffer.concat([head, body]);
  };
  const chunk = (fourcc: string, data: Buffer) => {
    const head = Buffer.alloc(8);
    head.write(fourcc, 0, 'latin1');
    head.writeUInt32LE(data.length, 4);
    return Buffer.concat([head, data, Buffer.alloc(data.length % 2)]);
  };
  const vp8x = (flags: number) => chunk('VP8X', Buffer.from([flags, 0, 0, 0, 0, 0, 0, 0, 0, 0]));
  const image = tinyImages.webp.subarray(12); // its VP8L chunk

  it('drops EXIF and XMP chunks and their VP8X flags', () => {
    const webp = riff(
      vp8x(0x08 | 0x04 | 0x10),
      image,
      chunk('EXIF', Buffer.from('MM\0*secret GPS')), // odd size: padded
      chunk('XMP ', Buffer.from('<x:xmpmeta>secret</x:xmpmeta>')),
    );
    const out = withoutMetadata(webp, 'image/webp')!;
    expect(out).toEqual(riff(vp8x(0x10), image));
    expect(out.readUInt32LE(4)).toBe(out.length - 8);
    expect(detectImageType(out)).toBe('image/webp');
  });

  it('leaves a simple WebP as it was; refuses one whose chunks overrun it', () => {
    expect(withoutMetadata(tinyImages.webp, 'image/webp')).toEqual(tinyImages.webp);
    const broken = Buffer.from(tinyImages.webp);
    broken.writeUInt32LE(1_000, 16);
    expect(withoutMetadata(broken, 'image/webp')).toBeNull();
    expect(withoutMetadata(tinyImages.webp.subarray(0, 20), 'image/webp')).toBeNull();
  });
});

import { imageLimits } from '@matchbazaar/contracts';
import sharp, { type Metadata } from 'sharp';

/** The photo types every upload route takes (the profile photo and post photos alike). */
export type ImageType = 'image/jpeg' | 'image/png' | 'image/webp';

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length &&
  signature.every((byte, i) => bytes[offset + i] === byte);

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/**
 * The image type that the bytes themselves declare (their magic numbers), never the client's
 * claimed Content-Type or file name: anything else (SVG, HTML, a renamed executable) is refused.
 */
export function detectImageType(bytes: Uint8Array): ImageType | null {
  // JPEG: SOI marker then the first segment's marker.
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  // PNG: the 8-byte signature, then the IHDR chunk that must come first.
  if (
    startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) &&
    startsWith(bytes, ascii('IHDR'), 12)
  )
    return 'image/png';
  // WebP: a RIFF container of form type WEBP with a VP8, VP8L or VP8X first chunk.
  if (
    startsWith(bytes, ascii('RIFF')) &&
    startsWith(bytes, ascii('WEBP'), 8) &&
    startsWith(bytes, ascii('VP8'), 12)
  )
    return 'image/webp';
  return null;
}

/** Why an uploaded image is refused: every case is the uploader's to fix. */
export type ImageProblem = 'type' | 'too_large' | 'too_many_pixels' | 'unreadable';

export class ImageRejected extends Error {
  constructor(readonly reason: ImageProblem) {
    super(`image rejected: ${reason}`);
  }
}

/** What sharp's refusal of an image means to the uploader: past the pixel cap, or unreadable. */
export function rejectionOf(error: unknown): ImageRejected {
  const text = error instanceof Error ? error.message : '';
  return new ImageRejected(/pixel limit/i.test(text) ? 'too_many_pixels' : 'unreadable');
}

/** What an image's header declares, read without decoding its pixels. */
export interface ImageHeader {
  type: ImageType;
  width: number;
  height: number;
  /** The EXIF orientation (1 when none): 5-8 swap the sides once the photo is upright. */
  orientation: number;
}

/**
 * Holds an uploaded image to the one set of image limits (imageLimits) before anything decodes
 * it: its bytes (a route may pass a tighter cap), its type by magic numbers, then the width and
 * height its header declares (a 48 KB PNG may declare 20,000 x 20,000). Every image upload runs
 * this, so no path takes a picture a post photo would be refused for.
 */
export async function checkImage(
  bytes: Buffer,
  maxBytes: number = imageLimits.maxBytes,
): Promise<ImageHeader> {
  if (bytes.length > Math.min(maxBytes, imageLimits.maxBytes)) throw new ImageRejected('too_large');
  const type = detectImageType(bytes);
  if (!type) throw new ImageRejected('type');
  let meta: Metadata;
  try {
    // metadata() reads the header only; the pixel cap also guards any later decode of the file.
    meta = await sharp(bytes, { limitInputPixels: imageLimits.maxPixels }).metadata();
  } catch (error) {
    throw rejectionOf(error);
  }
  const { width, height } = meta;
  if (!width || !height) throw new ImageRejected('unreadable');
  if (width * height > imageLimits.maxPixels || Math.max(width, height) > imageLimits.maxSide)
    throw new ImageRejected('too_many_pixels');
  return { type, width, height, orientation: meta.orientation ?? 1 };
}

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

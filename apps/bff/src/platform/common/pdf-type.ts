const signature = [0x25, 0x50, 0x44, 0x46, 0x2d]; // "%PDF-"

/**
 * Whether the bytes are a PDF by their own header, never the client's name or Content-Type: the
 * "%PDF-" signature at the very start with something after it (a bare signature is no document).
 */
export function isPdf(bytes: Uint8Array): boolean {
  return bytes.length > signature.length && signature.every((byte, i) => bytes[i] === byte);
}

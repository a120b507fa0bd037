import type { FastifyReply } from 'fastify';

/** A stored file another user uploaded, as a download answers it. */
export interface DownloadFile {
  bytes: Buffer;
  name: string;
  mime: string;
}

/**
 * Content-Disposition for a download (RFC 6266): a plain ASCII `filename` for old clients, and
 * the real name as `filename*` (RFC 5987), percent-encoding everything outside attr-char (which
 * encodeURIComponent alone leaves in: ' ( ) *).
 */
export function attachmentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/**
 * Sends a user's file as a download, never as a page: saved under its name, its type not sniffed,
 * nothing in it allowed to run, cached by the caller's browser only (the route is the caller's).
 */
export function sendDownload(reply: FastifyReply, file: DownloadFile): void {
  void reply
    .header('cache-control', 'private, max-age=3600')
    .header('content-disposition', attachmentDisposition(file.name))
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .type(file.mime)
    .send(file.bytes);
}

import { Readable } from 'node:stream';

/** A multipart/form-data body with one file part, as a browser's form upload sends it. */
export function multipartBody(
  field: string,
  bytes: Buffer,
  type = 'application/octet-stream',
  filename = 'photo',
) {
  const boundary = `----mb${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, bytes, tail]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/**
 * A 12 MB multipart upload streamed as the server pulls it, which counts what it pulled: a route
 * that refuses the caller before reading the file answers having pulled next to nothing; one that
 * reads first pulls up to its size limit (and answers 413) before it looks at the caller.
 */
export function streamedMultipartBody(field: string) {
  const { payload, contentType } = multipartBody(field, Buffer.alloc(12 * 1024 * 1024, 0x20));
  let pulled = 0;
  const chunk = 64 * 1024;
  const stream = new Readable({
    read() {
      const next = payload.subarray(pulled, pulled + chunk);
      pulled += next.length;
      this.push(next.length > 0 ? next : null);
    },
  });
  return { payload: stream, contentType, pulled: () => pulled };
}

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

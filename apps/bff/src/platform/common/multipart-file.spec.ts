import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import Fastify, { type FastifyInstance } from 'fastify';
import { ApiException } from './api-exception.js';
import { readFileUpload, type FilePartRules } from './multipart-file.js';
import { acceptMultipartOnUploadRoutes } from './multipart.js';

const rules: FilePartRules = {
  field: 'image',
  maxBytes: 1_000,
  messages: { required: 'Choose a file', tooLarge: 'Too large', notMultipart: 'Not a form' },
};

/** A multipart body from parts: a Buffer is a file part, a string a text field. */
function form(parts: [name: string, value: Buffer | string][], boundary = 'b0undary') {
  const chunks = parts.flatMap(([name, value]) => [
    Buffer.from(
      typeof value === 'string'
        ? `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n`
        : `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="a.bin"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    Buffer.from(value),
    Buffer.from('\r\n'),
  ]);
  return {
    payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describe('readFileUpload (an upload route reading its one file)', () => {
  let app: FastifyInstance;
  /** How each upload the route read ended: its bytes' length, or the status it refused with. */
  const outcomes: (number | string)[] = [];

  beforeAll(async () => {
    app = Fastify();
    acceptMultipartOnUploadRoutes(app);
    app.post('/api/v1/images', async (request, reply) => {
      try {
        const file = await readFileUpload(request, rules);
        outcomes.push(file.bytes.length);
        return { size: file.bytes.length, filename: file.filename };
      } catch (error) {
        const status = (error as ApiException).getStatus();
        outcomes.push(`refused ${status}`);
        return reply.code(status).send({ message: (error as ApiException).message });
      }
    });
    app.post('/api/v1/listings', () => ({ ok: true }));
    await app.listen({ host: '127.0.0.1', port: 0 });
  });

  afterAll(async () => {
    await app.close();
  });

  it('reads the file after the form fields, and drops a second file', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/images',
      ...form([
        ['caption', 'a photo'],
        ['image', Buffer.alloc(600, 1)],
        ['image', Buffer.alloc(10, 2)],
      ]),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ size: 600, filename: 'a.bin' });
  });

  it('refuses a file in another field, none at all, one over the limit and a broken form', async () => {
    const call = async (body: { payload: Buffer | string; headers: Record<string, string> }) => {
      const res = await app.inject({ method: 'POST', url: '/api/v1/images', ...body });
      return [res.statusCode, res.json<{ message: string }>().message];
    };
    expect(await call(form([['photo', Buffer.alloc(5)]]))).toEqual([400, 'Choose a file']);
    expect(await call(form([['caption', 'no file']]))).toEqual([400, 'Choose a file']);
    expect(await call(form([['image', Buffer.alloc(1_001)]]))).toEqual([413, 'Too large']);
    expect(await call(form([['image', Buffer.alloc(1_000)]]))).toEqual([200, undefined]);
    const cut = form([['image', Buffer.alloc(100)]]);
    expect(await call({ ...cut, payload: cut.payload.subarray(0, 120) })).toEqual([
      400,
      'Not a form',
    ]);
    const noBoundary = { 'content-type': 'multipart/form-data' };
    expect(await call({ payload: 'x', headers: noBoundary })).toEqual([400, 'Not a form']);
    expect(await call({ payload: '{}', headers: { 'content-type': 'application/json' } })).toEqual([
      415,
      'Not a form',
    ]);
  });

  it('answers 415 to a multipart body on any other route', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/listings',
      ...form([['title', 'x']]),
    });
    expect(res.statusCode).toBe(415);
  });

  it('gives up on an upload the client broke off, and keeps serving', async () => {
    outcomes.length = 0;
    const { port } = app.server.address() as { port: number };
    const body = form([['image', Buffer.alloc(900)]]);
    await new Promise<void>((resolve) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.write(
          `POST /api/v1/images HTTP/1.1\r\nHost: x\r\nContent-Type: ${body.headers['content-type']}\r\n` +
            `Content-Length: ${body.payload.length}\r\n\r\n`,
        );
        socket.write(body.payload.subarray(0, 300), () => setTimeout(() => socket.destroy(), 50));
      });
      socket.on('close', () => resolve());
    });
    const deadline = Date.now() + 2_000;
    while (outcomes.length === 0 && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 10));
    expect(outcomes).toEqual(['refused 400']);
    const next = await app.inject({
      method: 'POST',
      url: '/api/v1/images',
      ...form([['image', Buffer.alloc(3)]]),
    });
    expect(next.statusCode).toBe(200);
  });
});

import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Controller, Module, Post } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { apiErrorSchema, healthSchema, messages, queueNames } from '@matchbazaar/contracts';
import { z } from 'zod';
import { StartupTasks } from './platform/database/startup-tasks.js';
import { createApp } from './app.js';
import { ZodBody } from './platform/common/zod-params.decorator.js';
import { listen, testBffEnv, TEST_OPERATOR_TOKEN } from './testing/test-env.js';

/** Health and the queue board each show every queue the contracts declare (queues.spec pins them). */
const everyQueue = [...queueNames].sort();

const echoSchema = z.object({
  name: z.string().min(1),
  count: z.number().int(),
  tags: z.array(z.string()).optional(),
});

/** Test-only route: it exists in this spec, never in the shipped app. */
@Controller('test-echo')
class EchoController {
  @Post()
  echo(@ZodBody(echoSchema) body: z.infer<typeof echoSchema>): {
    success: true;
    data: z.infer<typeof echoSchema>;
  } {
    return { success: true, data: body };
  }
}

@Module({ controllers: [EchoController] })
class EchoModule {}

describe('BFF HTTP surface', () => {
  let app: NestFastifyApplication;
  let base: string;
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    const env = await testBffEnv('http', { BODY_LIMIT_BYTES: '2048' });
    cleanup = env.cleanup;
    app = await createApp(env.config, { imports: [EchoModule] });
    await app.get(StartupTasks).migrateAndSeed();
    base = await listen(app);
  });

  afterAll(async () => {
    await app?.close();
    await cleanup?.();
  });

  const post = (body: string, contentType = 'application/json') =>
    fetch(`${base}/api/test-echo`, {
      method: 'POST',
      headers: { 'content-type': contentType },
      body,
    });

  async function expectApiError(response: Response, status: number, message: string) {
    expect(response.status).toBe(status);
    const body: unknown = await response.json();
    expect(apiErrorSchema.parse(body)).toMatchObject({ success: false, message });
    return apiErrorSchema.parse(body);
  }

  it('accepts a valid body', async () => {
    const response = await post(JSON.stringify({ name: 'Ann', count: 2 }));
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ success: true, data: { name: 'Ann', count: 2 } });
  });

  it('answers malformed JSON with 400', async () => {
    await expectApiError(await post('{"name": "Ann",'), 400, messages.api.malformedJson);
  });

  it('answers a wrong content type with 415', async () => {
    await expectApiError(
      await post('name=Ann', 'application/x-www-form-urlencoded'),
      415,
      messages.api.unsupportedMediaType,
    );
    await expectApiError(await post('hello', 'text/plain'), 415, messages.api.unsupportedMediaType);
  });

  it('answers an oversized body with 413', async () => {
    const big = JSON.stringify({ name: 'x'.repeat(4096), count: 1 });
    await expectApiError(await post(big), 413, messages.api.payloadTooLarge);
  });

  it('answers wrong types with 400 and one error per field', async () => {
    const body = await expectApiError(
      await post(JSON.stringify({ name: '', count: 'two', tags: [1] })),
      400,
      messages.api.validationFailed,
    );
    expect(body.errors.map((e) => e.path)).toEqual(['name', 'count', 'tags.0']);
    expect(body.errors.every((e) => e.msg.length > 0)).toBe(true);
  });

  it('answers an unknown route with 404', async () => {
    await expectApiError(await fetch(`${base}/api/no-such-thing`), 404, messages.api.notFound);
    await expectApiError(await fetch(`${base}/nowhere`), 404, messages.api.notFound);
  });

  it('answers URLs and headers refused before routing in the error envelope too', async () => {
    // Fastify's router: a broken percent-encoding, a path parameter over its length limit.
    await expectApiError(
      await fetch(`${base}/api/v1/users/%ZZ/image`),
      400,
      messages.api.badRequest,
    );
    await expectApiError(
      await fetch(`${base}/api/v1/users/${'a'.repeat(10_000)}/image`),
      414,
      messages.api.badRequest,
    );
    // Node's HTTP parser: headers over its size limit.
    await expectApiError(
      await fetch(`${base}/api/health`, { headers: { 'x-padding': 'a'.repeat(20_000) } }),
      431,
      messages.api.badRequest,
    );
  });

  it('echoes a valid x-request-id and makes one up otherwise', async () => {
    const given = await fetch(`${base}/api/health`, { headers: { 'x-request-id': 'lb-1234' } });
    expect(given.headers.get('x-request-id')).toBe('lb-1234');
    const made = await fetch(`${base}/api/health`, {
      headers: { 'x-request-id': 'bad id with spaces' },
    });
    expect(made.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('reports health 200 when everything is up', async () => {
    const response = await fetch(`${base}/api/health`);
    expect(response.status).toBe(200);
    const health = healthSchema.parse(await response.json());
    expect(health.status).toBe('ok');
    expect(health.checks.database).toBe('up');
    expect(health.checks.redis).toBe('up');
    expect(Object.keys(health.checks.queues).sort()).toEqual(everyQueue);
    expect(health.checks.queues.mail).toEqual({ state: 'up', waiting: 0, active: 0, failed: 0 });
  });

  it('sets security headers and allows only listed origins', async () => {
    const allowed = await fetch(`${base}/api/health`, {
      headers: { origin: 'http://localhost:5173' },
    });
    expect(allowed.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(allowed.headers.get('access-control-allow-credentials')).toBe('true');
    expect(allowed.headers.get('x-content-type-options')).toBe('nosniff');
    expect(allowed.headers.get('content-security-policy')).toContain("default-src 'self'");
    const other = await fetch(`${base}/api/health`, {
      headers: { origin: 'https://evil.example' },
    });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
    expect(allowed.headers.get('access-control-expose-headers')).toBe('x-request-id');
    expect(allowed.headers.get('vary')).toBe('Origin');

    // Errors carry them too, so the browser lets the page read the message.
    const missing = await fetch(`${base}/api/v1/nothing-here`, {
      headers: { origin: 'http://localhost:5173' },
    });
    expect(missing.status).toBe(404);
    expect(missing.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
  });

  it('answers a CORS preflight for listed origins only', async () => {
    const preflight = (origin: string) =>
      fetch(`${base}/api/v1/listings`, {
        method: 'OPTIONS',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'authorization, content-type',
        },
      });
    const allowed = await preflight('http://localhost:5173');
    expect(allowed.status).toBe(204);
    expect(allowed.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(allowed.headers.get('access-control-allow-credentials')).toBe('true');
    expect(allowed.headers.get('access-control-allow-methods')).toContain('POST');
    expect(allowed.headers.get('access-control-allow-headers')).toBe('authorization, content-type');
    expect(allowed.headers.get('vary')).toBe('Origin, Access-Control-Request-Headers');
    const other = await preflight('https://evil.example');
    expect(other.status).toBe(204);
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
    expect(other.headers.get('access-control-allow-methods')).toBeNull();
  });

  it('serves the OpenAPI document with zod-derived schemas, and Swagger UI', async () => {
    const response = await fetch(`${base}/api/docs-json`);
    expect(response.status).toBe(200);
    const document = (await response.json()) as {
      paths: Record<
        string,
        Record<string, { requestBody?: { content: Record<string, { schema: unknown }> } }>
      >;
    };
    expect(document.paths['/api/health']).toBeDefined();
    expect(
      document.paths['/api/test-echo']?.post?.requestBody?.content['application/json']?.schema,
    ).toMatchObject({
      type: 'object',
      required: ['name', 'count'],
    });
    const ui = await fetch(`${base}/api/docs`);
    expect(ui.status).toBe(200);
    expect(await ui.text()).toContain('swagger');
  });

  it("documents every route's success answer: a schema, or the content types of a file", async () => {
    const document = (await (await fetch(`${base}/api/docs-json`)).json()) as {
      paths: Record<
        string,
        Record<string, { responses?: Record<string, { content?: Record<string, unknown> }> }>
      >;
    };
    const undocumented = Object.entries(document.paths)
      .filter(([path]) => !path.startsWith('/api/test-'))
      .flatMap(([path, operations]) =>
        Object.entries(operations)
          .filter(([, operation]) =>
            Object.entries(operation.responses ?? {}).every(
              ([status, response]) => !/^2/.test(status) || !response.content,
            ),
          )
          .map(([method]) => `${method.toUpperCase()} ${path}`),
      );
    expect(undocumented).toEqual([]);
  });

  it('guards Bull Board with operator basic auth', async () => {
    const anonymous = await fetch(`${base}/admin/queues`);
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get('www-authenticate')).toMatch(/^Basic /);
    const wrong = await fetch(`${base}/admin/queues`, {
      headers: { authorization: `Basic ${Buffer.from('operator:nope').toString('base64')}` },
    });
    expect(wrong.status).toBe(401);
    const auth = {
      authorization: `Basic ${Buffer.from(`operator:${TEST_OPERATOR_TOKEN}`).toString('base64')}`,
    };
    const page = await fetch(`${base}/admin/queues`, { headers: auth });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="root">');
    const api = await fetch(`${base}/admin/queues/api/queues`, { headers: auth });
    expect(api.status).toBe(200);
    const queues = ((await api.json()) as { queues: { name: string }[] }).queues
      .map((q) => q.name)
      .sort();
    expect(queues).toEqual(everyQueue);
  });
});

describe('Bull Board without OPERATOR_TOKEN', () => {
  it('is there for admins only: no Basic prompt, the operator credentials do not exist', async () => {
    const env = await testBffEnv('noboard', { OPERATOR_TOKEN: '' });
    const app = await createApp(env.config);
    try {
      const base = await listen(app);
      const response = await fetch(`${base}/admin/queues`, {
        headers: {
          authorization: `Basic ${Buffer.from(`operator:${TEST_OPERATOR_TOKEN}`).toString('base64')}`,
        },
      });
      expect(response.status).toBe(401);
      expect(response.headers.get('www-authenticate')).toBeNull();
      expect(apiErrorSchema.parse(await response.json()).message).toBe(
        messages.api.queueBoardRequired,
      );
    } finally {
      await app.close();
      await env.cleanup();
    }
  });
});

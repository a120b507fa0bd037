import { describe, expect, it, jest } from '@jest/globals';
import { HttpSmsProvider } from './http-sms-provider.js';
import { SmsRejectedError } from './sms-provider.js';

const url = 'https://sms.example.com/v1/messages';
const message = { to: '15551234567', body: 'MatchBazaar is live!' };

/** A fetch that answers every call with `status` and `body`, recording what it was asked. */
function fetchAnswering(status: number, body: string) {
  return jest.fn<typeof fetch>(() => Promise.resolve(new Response(body, { status })));
}

const provider = (fetchFn: typeof fetch, token?: string) =>
  new HttpSmsProvider({ url, from: 'MatchBazaar', ...(token && { token }) }, fetchFn);

describe('HttpSmsProvider', () => {
  it('POSTs {from, to, body} as JSON with the number in E.164 form and the bearer token', async () => {
    const fetchFn = fetchAnswering(200, JSON.stringify({ id: 'msg-1' }));
    await provider(fetchFn, 'sms-secret').send(message);

    expect(fetchFn).toHaveBeenCalledTimes(1);
    const [calledUrl, init] = fetchFn.mock.calls[0]!;
    expect(calledUrl).toBe(url);
    expect(init?.method).toBe('POST');
    expect(init?.headers).toEqual({
      'content-type': 'application/json',
      accept: 'application/json',
      authorization: 'Bearer sms-secret',
    });
    expect(JSON.parse(init?.body as string)).toEqual({
      from: 'MatchBazaar',
      to: '+15551234567',
      body: 'MatchBazaar is live!',
    });
    expect(init?.signal).toBeInstanceOf(AbortSignal);
  });

  it('sends no Authorization header without a token', async () => {
    const fetchFn = fetchAnswering(200, '{"id":"x"}');
    await provider(fetchFn).send(message);
    expect(fetchFn.mock.calls[0]![1]?.headers).not.toHaveProperty('authorization');
  });

  it.each([
    ['id', '{"id":"abc-1"}', 'abc-1'],
    ['messageId', '{"messageId":"m-2"}', 'm-2'],
    ['sid', '{"sid":"SM3"}', 'SM3'],
    ['a numeric id', '{"id":42}', '42'],
  ])("reads the provider's message id from %s", async (_what, body, id) => {
    await expect(provider(fetchAnswering(201, body)).send(message)).resolves.toEqual({ id });
  });

  it('falls back to the status when a 2xx body carries no id', async () => {
    await expect(provider(fetchAnswering(202, 'queued')).send(message)).resolves.toEqual({
      id: 'http-202',
    });
    await expect(
      provider(fetchAnswering(200, '{"id":{"nested":1}}')).send(message),
    ).resolves.toEqual({ id: 'http-200' });
  });

  it.each([400, 401, 403, 404, 422])(
    'treats %i as a permanent refusal (SmsRejectedError)',
    async (status) => {
      const error = await provider(fetchAnswering(status, '{"error":"invalid number"}'))
        .send(message)
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(SmsRejectedError);
      expect((error as Error).message).toBe(
        `SMS provider answered ${status}: {"error":"invalid number"}`,
      );
    },
  );

  it.each([500, 502, 503, 429, 408])('treats %i as retryable (a plain Error)', async (status) => {
    const error = await provider(fetchAnswering(status, 'busy'))
      .send(message)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error).not.toBeInstanceOf(SmsRejectedError);
    expect((error as Error).message).toBe(`SMS provider answered ${status}: busy`);
  });

  it('keeps at most 200 characters of an error body', async () => {
    const error = (await provider(fetchAnswering(400, 'x'.repeat(1_000)))
      .send(message)
      .catch((e: unknown) => e)) as Error;
    expect(error.message).toBe(`SMS provider answered 400: ${'x'.repeat(200)}`);
  });

  it('lets a network failure through as retryable', async () => {
    const fetchFn = jest.fn<typeof fetch>(() => Promise.reject(new TypeError('fetch failed')));
    const error = await provider(fetchFn)
      .send(message)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TypeError);
    expect(error).not.toBeInstanceOf(SmsRejectedError);
  });
});

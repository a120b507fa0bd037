import { describe, expect, it } from '@jest/globals';
import { HttpPaymentProvider } from './http-payment-provider.js';

/** A gateway that answers `status` and `body` to every call, and records what it was sent. */
function gateway(status: number, body: unknown) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetchFn = (url: URL, init: RequestInit) => {
    calls.push({ url: url.href, init });
    return Promise.resolve(new Response(JSON.stringify(body), { status }));
  };
  const provider = new HttpPaymentProvider(
    { url: 'https://pay.example/v1', token: 'tok_live_abc' },
    fetchFn as unknown as typeof fetch,
  );
  return { provider, calls };
}

describe('HttpPaymentProvider', () => {
  it('posts each call with its idempotency key and token, and answers the reference', async () => {
    const { provider, calls } = gateway(201, { ref: 'cap_123' });
    expect(await provider.capture('auth_1', 'capture:o1:auth_1')).toEqual({
      ok: true,
      ref: 'cap_123',
    });
    expect(calls[0]!.url).toBe('https://pay.example/v1/captures');
    expect(calls[0]!.init.headers).toMatchObject({
      'idempotency-key': 'capture:o1:auth_1',
      authorization: 'Bearer tok_live_abc',
    });
    expect(JSON.parse(calls[0]!.init.body as string)).toEqual({ authorization: 'auth_1' });
  });

  it('a 4xx is a refusal for good; a refused card says why', async () => {
    expect(await gateway(422, { error: 'closed' }).provider.refund('pay_1', 100, 'k')).toEqual({
      ok: false,
      reason: '422: {"error":"closed"}',
    });
    const card = { number: '4000000000000002', expiry: '12/39', cvc: '123' };
    expect(
      await gateway(402, { refusal: 'insufficient_funds' }).provider.authorize({
        card,
        amountMinor: 100,
        currency: 'INR',
        key: 'k',
      }),
    ).toEqual({ ok: false, refusal: 'insufficient_funds' });
  });

  it.each([500, 503, 408, 429])(
    '%s leaves the outcome unknown: it throws, to be asked again',
    async (status) => {
      await expect(
        gateway(status, {}).provider.payout({
          sellerId: 's1',
          amountMinor: 100,
          currency: 'INR',
          destination: null,
          key: 'payout:s1:k',
        }),
      ).rejects.toThrow(`payment provider answered ${status} to /payouts`);
    },
  );
});

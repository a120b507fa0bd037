import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { apiMessages, waitlistMessages } from '@matchbazaar/contracts';
import { confirmSubscription, unsubscribe } from './subscriptions-api';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function answer(response: Response | Error) {
  return jest
    .spyOn(globalThis, 'fetch')
    .mockImplementation(() =>
      response instanceof Error ? Promise.reject(response) : Promise.resolve(response),
    );
}

afterEach(() => {
  jest.restoreAllMocks();
});

describe.each([
  [
    'confirmSubscription',
    confirmSubscription,
    '/api/subscribers/confirm',
    waitlistMessages.confirmed,
  ],
  ['unsubscribe', unsubscribe, '/api/subscribers/unsubscribe', waitlistMessages.unsubscribed],
] as const)('%s', (_name, call, path, doneText) => {
  it('POSTs the token as JSON, same-origin', async () => {
    const fetch = answer(json({ success: true, message: 'Done.' }));
    await expect(call('12.c.token')).resolves.toEqual({ outcome: 'done', message: 'Done.' });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe(path);
    expect(init).toMatchObject({ method: 'POST', credentials: 'same-origin' });
    expect(JSON.parse(init!.body as string)).toEqual({ token: '12.c.token' });
  });

  it('falls back to the catalogue text when a success has no message', async () => {
    answer(new Response('', { status: 200 }));
    await expect(call('t')).resolves.toEqual({ outcome: 'done', message: doneText });
  });

  it('calls a 4xx answer a refused link, with the server message or the invalid-link text', async () => {
    answer(json({ success: false, message: 'You unsubscribed.', errors: [] }, 409));
    await expect(call('t')).resolves.toEqual({ outcome: 'refused', message: 'You unsubscribed.' });
    answer(new Response('<html>Bad Request</html>', { status: 400 }));
    await expect(call('t')).resolves.toEqual({
      outcome: 'refused',
      message: waitlistMessages.invalidLink,
    });
  });

  it('calls network trouble, 429 and 5xx a failure worth retrying', async () => {
    answer(new TypeError('Failed to fetch'));
    await expect(call('t')).resolves.toEqual({
      outcome: 'failed',
      message: waitlistMessages.network,
    });
    answer(new Response('Bad Gateway', { status: 502 }));
    await expect(call('t')).resolves.toEqual({ outcome: 'failed', message: apiMessages.internal });
    answer(json({ success: false, message: apiMessages.queueUnavailable, errors: [] }, 503));
    await expect(call('t')).resolves.toEqual({
      outcome: 'failed',
      message: apiMessages.queueUnavailable,
    });
  });

  it('rejects when the page aborted the call, so nothing is shown', async () => {
    const controller = new AbortController();
    controller.abort();
    answer(Object.assign(new Error('The operation was aborted.'), { name: 'AbortError' }));
    await expect(call('t', controller.signal)).rejects.toThrow();
  });
});

import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { fetchLaunchAt, postSubscription } from './launch-api';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

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

describe('POST /api/subscribers (docs/product/api.md)', () => {
  const request = { contactType: 'phone', phone: '5551234567', source: 'launch_page' } as const;

  it('sends the request as JSON, same-origin with credentials', async () => {
    const fetch = answer(json({ message: 'Check your phone.' }, 201));
    await postSubscription(request);
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/subscribers');
    expect(init).toMatchObject({
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(JSON.parse(init!.body as string)).toEqual(request);
  });

  it('decides success by the HTTP status and reads the message either way', async () => {
    answer(json({ message: 'Check your phone.' }, 201));
    await expect(postSubscription(request)).resolves.toEqual({
      ok: true,
      message: 'Check your phone.',
    });
    answer(json({ success: false, message: 'Too many requests.', errors: [] }, 429));
    await expect(postSubscription(request)).resolves.toEqual({
      ok: false,
      message: 'Too many requests.',
    });
  });

  it('gives no message when the body has none, so the machine uses its defaults', async () => {
    answer(new Response('<h1>Bad gateway</h1>', { status: 502 }));
    await expect(postSubscription(request)).resolves.toEqual({ ok: false });
    answer(json({ message: 42 }, 200));
    await expect(postSubscription(request)).resolves.toEqual({ ok: true });
    answer(new Response(null, { status: 204 }));
    await expect(postSubscription(request)).resolves.toEqual({ ok: true });
  });

  it('rejects with the browser error when the network fails', async () => {
    answer(new TypeError('Failed to fetch'));
    await expect(postSubscription(request)).rejects.toThrow('Failed to fetch');
  });
});

describe('GET /api/launch', () => {
  it('gives the configured launch instant', async () => {
    answer(json({ mode: 'prelaunch', launchAt: '2027-03-01T09:00:00+01:00' }));
    await expect(fetchLaunchAt()).resolves.toBe('2027-03-01T09:00:00+01:00');
  });

  it('gives null for the default date', async () => {
    answer(json({ mode: 'prelaunch', launchAt: null }));
    await expect(fetchLaunchAt()).resolves.toBeNull();
  });

  it('refuses an unusable answer', async () => {
    answer(json({ mode: 'prelaunch', launchAt: 'soon' }));
    await expect(fetchLaunchAt()).rejects.toThrow('no usable launchAt');
    answer(json({ mode: 'prelaunch' }));
    await expect(fetchLaunchAt()).rejects.toThrow('no usable launchAt');
    answer(json({ message: 'down' }, 503));
    await expect(fetchLaunchAt()).rejects.toThrow('503');
  });
});

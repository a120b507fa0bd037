import { describe, expect, it, jest } from '@jest/globals';
import { MailSinkProbe } from './delivery-probe.js';

const messageId = '<launch-1-42@matchbazaar.test>';

function fetchAnswering(status: number, body: unknown) {
  return jest.fn<typeof fetch>(() =>
    Promise.resolve(
      new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      }),
    ),
  );
}

describe('MailSinkProbe', () => {
  it("asks the sink's message list for the recipient", async () => {
    const fetchFn = fetchAnswering(200, []);
    await new MailSinkProbe('http://127.0.0.1:8025', fetchFn).wasAccepted(
      messageId,
      'ada+launch@example.com',
    );
    const [url, init] = fetchFn.mock.calls[0]!;
    expect((url as URL).href).toBe(
      'http://127.0.0.1:8025/api/messages?to=ada%2Blaunch%40example.com',
    );
    expect(init?.signal).toBeInstanceOf(AbortSignal);
  });

  it('answers true when a message to them has that Message-ID', async () => {
    const fetchFn = fetchAnswering(200, [
      { headers: { 'message-id': '<other@x>' } },
      { headers: { 'message-id': messageId } },
    ]);
    await expect(
      new MailSinkProbe('http://sink', fetchFn).wasAccepted(messageId, 'ada@example.com'),
    ).resolves.toBe(true);
  });

  it('answers false when none has it (or a message has no headers)', async () => {
    const fetchFn = fetchAnswering(200, [{ headers: { 'message-id': '<other@x>' } }, {}]);
    await expect(
      new MailSinkProbe('http://sink', fetchFn).wasAccepted(messageId, 'ada@example.com'),
    ).resolves.toBe(false);
  });

  it('throws when the sink does not answer 2xx: unsure is not "not sent"', async () => {
    const fetchFn = fetchAnswering(503, { error: 'down' });
    await expect(
      new MailSinkProbe('http://sink', fetchFn).wasAccepted(messageId, 'ada@example.com'),
    ).rejects.toThrow('mail probe answered 503');
  });
});

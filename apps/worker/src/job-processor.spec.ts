import { describe, expect, it, jest } from '@jest/globals';
import { UnrecoverableError, type Job } from 'bullmq';
import { pino } from 'pino';
import type { HandlerRegistry, JobContext } from './handlers/job-handler.js';
import { createJobProcessor } from './job-processor.js';

const logger = pino({ level: 'silent' });
const job = (name: string, data: unknown) =>
  ({ id: '7', name, data, attemptsMade: 0, opts: { attempts: 3 } }) as unknown as Job;

function setup() {
  const deliver = jest.fn((_payload: unknown, _job: JobContext) => Promise.resolve());
  const registry = {
    mail: { deliver },
    sms: {},
    launch: {},
    matching: {},
  } as unknown as HandlerRegistry;
  return { deliver, process: createJobProcessor('mail', registry, logger) };
}

describe('createJobProcessor', () => {
  it('passes the validated payload and the job id to the handler', async () => {
    const { deliver, process } = setup();
    await process(job('deliver', { to: ' ada@example.com ', subject: 'Hi', text: 'Hello' }));
    expect(deliver).toHaveBeenCalledTimes(1);
    const [payload, context] = deliver.mock.calls[0]!;
    expect(payload).toEqual({ to: 'ada@example.com', subject: 'Hi', text: 'Hello' });
    expect(context).toMatchObject({
      queue: 'mail',
      name: 'deliver',
      id: '7',
      attemptsMade: 0,
      maxAttempts: 3,
    });
  });

  it('fails an invalid payload with UnrecoverableError naming the fields, not their values', async () => {
    const { deliver, process } = setup();
    const error = await process(job('deliver', { to: 'secret-not-an-email', text: '' })).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(UnrecoverableError);
    expect((error as Error).message).toMatch(
      /Invalid payload for "mail\.deliver": .*to: .*subject: .*text:/,
    );
    expect((error as Error).message).not.toContain('secret-not-an-email');
    expect(deliver).not.toHaveBeenCalled();
  });

  it('fails an unknown job name with UnrecoverableError', async () => {
    const { process } = setup();
    await expect(process(job('toString', {}))).rejects.toThrow(UnrecoverableError);
    await expect(process(job('nope', {}))).rejects.toThrow('Unknown job "mail.nope": no handler');
  });
});

import { EventEmitter } from 'node:events';
import type { Job, Worker } from 'bullmq';
import type { Mailer } from '../adapters/mailer.js';
import { WorkerMetrics } from './worker-metrics.js';

const valueOf = async (metrics: WorkerMetrics, name: string, labels: Record<string, string>) => {
  const metric = (await metrics.registry.getMetricsAsJSON()).find((m) => m.name === name);
  const match = metric?.values.find((v) =>
    Object.entries(labels).every(([k, l]) => v.labels[k] === l),
  );
  return match?.value;
};

describe('WorkerMetrics', () => {
  it("times and counts a queue's runs from BullMQ's timestamps", async () => {
    const metrics = new WorkerMetrics();
    const worker = new EventEmitter();
    metrics.watch('matching', worker as unknown as Worker);
    const job = {
      name: 'listing',
      timestamp: 1_000,
      delay: 0,
      processedOn: 3_000,
      finishedOn: 3_250,
    };
    worker.emit('completed', job as Job);
    worker.emit('failed', { ...job, finishedOn: 3_100 } as Job, new Error('x'));
    const labels = { queue: 'matching', name: 'listing' };
    expect(
      await valueOf(metrics, 'matchbazaar_jobs_finished_total', {
        ...labels,
        outcome: 'completed',
      }),
    ).toBe(1);
    expect(
      await valueOf(metrics, 'matchbazaar_jobs_finished_total', { ...labels, outcome: 'failed' }),
    ).toBe(1);
    const text = await metrics.registry.metrics();
    expect(text).toContain(
      'matchbazaar_job_duration_seconds_sum{queue="matching",name="listing"} 0.35',
    );
    expect(text).toContain('matchbazaar_job_wait_seconds_sum{queue="matching",name="listing"} 4');
  });

  it('counts mails sent and failed, passing each answer and error on', async () => {
    const metrics = new WorkerMetrics();
    let fail = false;
    const mailer: Mailer = {
      send: () =>
        fail ? Promise.reject(new Error('421')) : Promise.resolve({ messageId: 'm1' } as never),
      close: () => Promise.resolve(),
    };
    const counted = metrics.countMails(mailer);
    await expect(counted.send({} as never)).resolves.toEqual({ messageId: 'm1' });
    fail = true;
    await expect(counted.send({} as never)).rejects.toThrow('421');
    expect(await valueOf(metrics, 'matchbazaar_mail_sends_total', { outcome: 'sent' })).toBe(1);
    expect(await valueOf(metrics, 'matchbazaar_mail_sends_total', { outcome: 'failed' })).toBe(1);
  });
});

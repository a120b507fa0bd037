import { availableParallelism, loadavg } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';

/** The machine's load, printed beside each figure: a crowded machine's figures say so. */
export const machineLoad = () =>
  `load average ${loadavg()[0]!.toFixed(1)} on ${availableParallelism()} cores`;

/** Polls `probe` every 250 ms until it answers true; throws, naming `what`, after `timeoutMs`. */
export async function waitUntil(
  probe: () => Promise<boolean | undefined>,
  timeoutMs: number,
  what = 'the server',
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await probe())) {
    if (Date.now() > deadline) throw new Error(`${what} did not answer in time`);
    await sleep(250);
  }
}

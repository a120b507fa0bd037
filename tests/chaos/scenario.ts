// What every chaos scenario reports: one line of figures, and what it found wrong.
import { setTimeout as sleep } from 'node:timers/promises';

export interface ScenarioOptions {
  /** The short form (`--short`): each scenario about 30 s. */
  short: boolean;
  say: (line: string) => void;
}

export interface ScenarioResult {
  name: string;
  sent: number;
  arrived: number;
  lost: number;
  doubled: number;
  worstLatencyMs: number;
  /** From the fault's end (or the kill) to the system serving normally again. */
  recoveryMs: number;
  /** Anything else the scenario checked and found wrong (a 500, a wrong count, a hang). */
  problems: string[];
  /** Extra figures for the line (statuses seen, sockets moved...). */
  details: string;
}

export interface Scenario {
  name: string;
  run(options: ScenarioOptions): Promise<ScenarioResult>;
}

export function resultLine(r: ScenarioResult, seconds: number): string {
  const ms = (n: number) =>
    Number.isFinite(n) ? `${Math.round(n).toLocaleString('en-US')} ms` : 'n/a';
  return [
    r.name.padEnd(22),
    `sent ${r.sent}`,
    `arrived ${r.arrived}`,
    `lost ${r.lost}`,
    `doubled ${r.doubled}`,
    `worst latency ${ms(r.worstLatencyMs)}`,
    `recovery ${ms(r.recoveryMs)}`,
    `(${seconds.toFixed(0)} s; ${r.details})`,
    r.problems.length || r.lost || r.doubled ? `FAILED ${r.problems.join('; ')}` : 'ok',
  ].join('  ');
}

/** Polls `probe` every 100 ms until true; false at the deadline. */
export async function eventually(probe: () => boolean | Promise<boolean>, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await probe()) return true;
    if (Date.now() > deadline) return false;
    await sleep(100);
  }
}

// CPU time used by the processes a benchmark runs, so its figures say where the time went.
// Linux only (/proc); elsewhere every reading is undefined and the bench prints none.
import { readFileSync } from 'node:fs';
import type { Redis } from 'ioredis';
import type pg from 'pg';

// USER_HZ: 100 on every Linux this runs on (the kernel reports /proc times in it).
const ticksPerSecond = 100;

/** User + system CPU seconds of one process, or undefined when /proc cannot tell. */
export function processCpuSeconds(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces) start at the state, field 3.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / ticksPerSecond;
  } catch {
    return undefined;
  }
}

/** The Redis server's own CPU seconds (INFO cpu): every client's work, this bench's included. */
export async function redisCpuSeconds(redis: Redis): Promise<number | undefined> {
  const info = await redis.info('cpu');
  const user = /used_cpu_user:([\d.]+)/.exec(info)?.[1];
  const sys = /used_cpu_sys:([\d.]+)/.exec(info)?.[1];
  return user && sys ? Number(user) + Number(sys) : undefined;
}

/**
 * A meter of the CPU seconds of the PostgreSQL backends serving one database, counted per backend
 * from when it was first seen, so a pool's connection that opens or closes between two readings
 * does not shift the difference (one that closes loses only what it used after its last reading).
 * Undefined when the server is not on this machine: its backends' pids are not our processes.
 */
export function postgresCpuMeter(
  db: pg.Client,
  database: string,
  databaseUrl: string,
): () => Promise<number | undefined> {
  const local = ['127.0.0.1', 'localhost', '[::1]', ''].includes(new URL(databaseUrl).hostname);
  const lastSeen = new Map<number, number>();
  return async () => {
    if (!local) return undefined;
    const { rows } = await db.query<{ pid: number }>(
      'select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [database],
    );
    for (const { pid } of rows) {
      const seconds = processCpuSeconds(pid);
      if (seconds !== undefined) lastSeen.set(pid, seconds);
    }
    return lastSeen.size > 0 ? sumOf([...lastSeen.values()]) : undefined;
  };
}

/** The sum, or undefined if any part is unknown. */
export function sumOf(values: (number | undefined)[]): number | undefined {
  return values.some((v) => v === undefined)
    ? undefined
    : values.reduce<number>((a, b) => a + b!, 0);
}

/** Differences between two readings of the same named meters; a meter missing in either is left out. */
export function cpuBetween(
  before: Record<string, number | undefined>,
  after: Record<string, number | undefined>,
): Record<string, number> {
  const used: Record<string, number> = {};
  for (const [name, end] of Object.entries(after)) {
    const start = before[name];
    if (start !== undefined && end !== undefined) used[name] = Math.max(0, end - start);
  }
  return used;
}

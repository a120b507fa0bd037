// What the soak prints and judges: each minute's answers by kind (throughput, p50/p95/p99, 5xx),
// the processes' readings taken at the minute's end, and the aims checked over the whole run.
// Pure functions of the numbers, so the aims can be read (and tested) apart from the traffic.

/** The traffic's kinds, as the issue shapes a marketplace day (shares of all requests). */
export const kinds = ['browse/search', 'messages', 'posting', 'orders'] as const;
export type Kind = (typeof kinds)[number];
export const mix: Record<Kind, number> = {
  'browse/search': 0.7,
  messages: 0.15,
  posting: 0.1,
  orders: 0.05,
};

export interface Minute {
  /** 1-based. */
  n: number;
  seconds: number;
  /** Answer times (ms) by kind, of the requests answered in this minute. */
  answers: Record<Kind, number[]>;
  /** Answers with a 5xx status. */
  serverErrors: number;
  /** Requests without an answer (connection error or cut off). */
  unanswered: number;
  /** Requests not sent because too many were waiting (the machine could not keep up). */
  skipped: number;
  /** Each BFF's event-loop delay over the minute, from its /metrics: p99 and max, in ms. */
  lag: { p99: number; max: number }[];
  /** Resident memory (bytes) of each process by name: the mean of the minute's 5 s readings. */
  rss: Record<string, number | undefined>;
  /** The V8 heap in use (bytes) of each process right after a full collection, at the minute's end. */
  heap: Record<string, number | undefined>;
  /** Connections to the soak's database in pg_stat_activity, and how many were active. */
  postgres: { total: number; active: number };
}

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

const ms = (n: number) => (Number.isFinite(n) ? n.toFixed(n < 10 ? 1 : 0) : '-');
const mb = (bytes: number | undefined) =>
  bytes === undefined ? '?' : (bytes / 1024 / 1024).toFixed(0);

/** The minute's lines: totals, then one line per kind. */
export function minuteLines(m: Minute): string[] {
  const total = kinds.reduce((sum, k) => sum + m.answers[k].length, 0);
  const lines = [
    [
      `minute ${m.n}:`,
      `${total} answers (${(total / m.seconds).toFixed(1)}/s)`,
      `5xx ${m.serverErrors}`,
      m.unanswered ? `unanswered ${m.unanswered}` : '',
      m.skipped ? `not sent (overloaded) ${m.skipped}` : '',
      `event-loop lag p99/max ${m.lag.map((l) => `${ms(l.p99)}/${ms(l.max)}`).join(', ')} ms`,
      `RSS MB (mean) ${Object.entries(m.rss)
        .map(([name, bytes]) => `${name} ${mb(bytes)}`)
        .join(', ')}`,
      `heap MB after a full GC ${Object.entries(m.heap)
        .map(([name, bytes]) => `${name} ${mb(bytes)}`)
        .join(', ')}`,
      `PostgreSQL connections ${m.postgres.total} (${m.postgres.active} active)`,
    ]
      .filter(Boolean)
      .join('  '),
  ];
  for (const k of kinds) {
    const a = m.answers[k];
    lines.push(
      `  ${k.padEnd(14)} ${String(a.length).padStart(6)} (${(a.length / m.seconds).toFixed(1).padStart(5)}/s)  p50 ${ms(percentile(a, 50)).padStart(5)}  p95 ${ms(percentile(a, 95)).padStart(5)}  p99 ${ms(percentile(a, 99)).padStart(5)} ms`,
    );
  }
  return lines;
}

export interface Accounting {
  /** Messages and inquiries answered 201, and the socket receipts they were due. */
  messagesAcknowledged: number;
  receiptsDue: number;
  receiptsMissing: number;
  receiptsDoubled: number;
  /** Acknowledged messages not stored exactly once. */
  messagesNotStoredOnce: number;
  ordersPlaced: number;
  /** Orders whose stored status differs from the last one the API answered. */
  ordersInWrongState: number;
  /** Payments or releases missing or moved twice for what the API acknowledged. */
  moneyMovementsWrong: number;
  /** The first few findings, in words. */
  examples: string[];
}

export interface Aim {
  name: string;
  met: boolean | null;
  detail: string;
}

/** The soak's four aims (docs/operations/soak.md), each MET, NOT MET or (too short a run) not checked. */
export function judge(minutes: Minute[], accounting: Accounting): Aim[] {
  const aims: Aim[] = [];
  const serverErrors = minutes.reduce((s, m) => s + m.serverErrors, 0);
  const unanswered = minutes.reduce((s, m) => s + m.unanswered, 0);
  aims.push({
    name: 'zero 5xx',
    met: serverErrors === 0 && unanswered === 0,
    detail: `${serverErrors} 5xx, ${unanswered} without an answer`,
  });

  const first = minutes[0];
  const ratios = kinds.map((k) => {
    const base = first ? percentile(first.answers[k], 99) : Number.NaN;
    let worst = 0;
    let at = 0;
    for (const m of minutes.slice(1)) {
      // A minute (or a first minute) with no answer of the kind cannot be within 2x: not met.
      const ratio = percentile(m.answers[k], 99) / base || Number.POSITIVE_INFINITY;
      if (ratio > worst) [worst, at] = [ratio, m.n];
    }
    return { k, base, worst, at };
  });
  aims.push({
    name: 'p99 of every kind within 2x of its first minute',
    met: minutes.length < 2 ? null : ratios.every((r) => r.worst <= 2),
    detail: ratios
      .map(
        (r) =>
          `${r.k} first ${ms(r.base)} ms, worst ${!r.worst ? '-' : `${Number.isFinite(r.worst) ? `${r.worst.toFixed(2)}x` : 'no answer or no base'} (minute ${r.at})`}`,
      )
      .join('; '),
  });

  aims.push(
    growthAim(
      'no process memory growing more than 10% after the first two minutes',
      minutes,
      (m) => m.rss,
    ),
  );
  // The sharper reading: what survives a full collection grows only with a leak (or a cache that
  // has not filled yet), where resident memory also follows the collector's rhythm.
  aims.push(
    growthAim(
      'no process heap (after a full collection) growing more than 10% after the first two minutes',
      minutes,
      (m) => m.heap,
    ),
  );

  const a = accounting;
  aims.push({
    name: 'nothing lost or doubled',
    met:
      a.receiptsMissing +
        a.receiptsDoubled +
        a.messagesNotStoredOnce +
        a.ordersInWrongState +
        a.moneyMovementsWrong ===
      0,
    detail:
      `messages ${a.messagesAcknowledged} acknowledged, ${a.receiptsDue} socket receipts due: ` +
      `${a.receiptsMissing} missing, ${a.receiptsDoubled} twice, ${a.messagesNotStoredOnce} not stored once; ` +
      `orders ${a.ordersPlaced} placed: ${a.ordersInWrongState} not in their acknowledged state, ` +
      `${a.moneyMovementsWrong} payments or releases missing or twice` +
      (a.examples.length ? ` (${a.examples.join('; ')})` : ''),
  });
  return aims;
}

/** Each process's figure at the last minute (and its highest minute) against minute 2. */
function growthAim(
  name: string,
  minutes: Minute[],
  read: (m: Minute) => Record<string, number | undefined>,
): Aim {
  const second = minutes[1];
  const last = minutes.at(-1);
  if (!second || !last || minutes.length < 3)
    return { name, met: null, detail: 'needs at least 3 minutes' };
  const growth = Object.keys(read(second)).map((process) => {
    const at2 = read(second)[process];
    const peak = Math.max(...minutes.slice(2).map((m) => read(m)[process] ?? 0));
    const end = read(last)[process];
    return {
      process,
      growth: at2 && end ? end / at2 - 1 : Number.NaN,
      peak: at2 ? peak / at2 - 1 : Number.NaN,
    };
  });
  return {
    name,
    met: growth.every((g) => g.growth <= 0.1),
    detail: growth
      .map(
        (g) =>
          `${g.process} ${pct(g.growth)} in the last minute (highest minute ${pct(g.peak)}) against minute 2`,
      )
      .join('; '),
  };
}

const pct = (x: number) =>
  Number.isFinite(x) ? `${x >= 0 ? '+' : ''}${(x * 100).toFixed(1)}%` : '?';

export function aimLine(aim: Aim): string {
  const verdict = aim.met === null ? 'NOT CHECKED' : aim.met ? 'MET' : 'NOT MET';
  return `${verdict.padEnd(11)} ${aim.name}: ${aim.detail}`;
}

import { prettyLogLines } from './pretty-log.ts';

/** Prefixed, coloured output so the lines of several processes stay readable in one terminal. */
const colours = [36, 35, 33, 32, 34, 31];
const width = 8;
let next = 0;

export interface Log {
  (line: string): void;
  label: string;
}

/** With `pretty`, a service's JSON log lines are shown as readable one-liners (development). */
export function logFor(name: string, options: { pretty?: boolean } = {}): Log {
  const colour = colours[next++ % colours.length] ?? 36;
  const tty = process.stdout.isTTY;
  const tag = name.padEnd(width).slice(0, width);
  const prefix = tty ? `\x1b[${colour}m${tag}\x1b[0m│ ` : `${tag}| `;
  const render = options.pretty ? prettyLogLines(Boolean(tty)) : (line: string) => line;
  const log = ((line: string) => {
    for (const l of render(line).split('\n')) if (l.trim()) process.stdout.write(`${prefix}${l}\n`);
  }) as Log;
  log.label = name;
  return log;
}

export const say = logFor('system');

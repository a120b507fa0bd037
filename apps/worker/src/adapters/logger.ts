import { traceLogOptions } from '@matchbazaar/tracing';
import { pino, type Logger } from 'pino';

export type { Logger } from 'pino';

/** JSON lines on stdout; one logger for the process, children per queue and job. */
export function createLogger(
  level: string,
  base: Record<string, unknown> = { app: 'worker' },
): Logger {
  // With tracing on, each line written inside a span carries its trace and span ids.
  return pino({ level, base, ...traceLogOptions() });
}

import { prettyFactory } from 'pino-pretty';

/**
 * Turns the JSON lines our Node services write (pino) into one readable line each: time, level,
 * where from, the request, the message, then any other fields. Other lines pass unchanged.
 * Errors keep their stack on the lines below.
 */
export function prettyLogLines(colorize: boolean): (line: string) => string {
  const pretty = prettyFactory({
    colorize,
    singleLine: true,
    translateTime: 'SYS:HH:MM:ss.l',
    ignore: 'pid,hostname,app,context,req,res,responseTime',
    messageFormat:
      '{if context}{context}: {end}{if req.method}{req.method} {req.url} {end}' +
      '{if res.statusCode}{res.statusCode} {responseTime} ms {end}{msg}',
  });
  return (line) => {
    if (!line.startsWith('{')) return line;
    let parsed: unknown;
    try {
      parsed = JSON.parse(line);
    } catch {
      return line;
    }
    const isPino =
      typeof parsed === 'object' &&
      parsed !== null &&
      typeof (parsed as { level?: unknown }).level === 'number';
    return isPino ? pretty(parsed).trimEnd() : line;
  };
}

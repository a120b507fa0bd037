import { describe, expect, it } from '@jest/globals';
import { prettyLogLines } from './pretty-log.ts';

const render = prettyLogLines(false);
const at = new Date(2026, 10, 23, 20, 25, 34, 66).getTime();

describe('prettyLogLines', () => {
  it("shows a service's line as time, level, context and message", () => {
    const line = JSON.stringify({
      level: 40,
      time: at,
      pid: 1,
      hostname: 'vm',
      context: 'AccessGateService',
      msg: 'SITE_ACCESS_CODE is not set',
    });
    expect(render(line)).toBe(
      '[20:25:34.066] WARN: AccessGateService: SITE_ACCESS_CODE is not set',
    );
  });

  it('puts a request on the same line, and other fields after the message', () => {
    const request = JSON.stringify({
      level: 20,
      time: at,
      req: { id: 'r1', method: 'GET', url: '/api/launch', headers: { host: 'x' } },
      res: { statusCode: 200 },
      responseTime: 3,
      msg: 'request completed',
    });
    expect(render(request)).toBe(
      '[20:25:34.066] DEBUG: GET /api/launch 200 3 ms request completed',
    );
    const job = JSON.stringify({ level: 30, time: at, app: 'worker', queue: 'mail', msg: 'sent' });
    expect(render(job)).toBe('[20:25:34.066] INFO: sent {"queue":"mail"}');
  });

  it('leaves lines that are not pino JSON as they are', () => {
    for (const line of ['VITE ready in 300 ms', '{not json', '{"some":"json"}']) {
      expect(render(line)).toBe(line);
    }
  });
});

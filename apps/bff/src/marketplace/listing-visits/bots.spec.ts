import { describe, expect, it } from '@jest/globals';
import { pageRendererAgent } from '@matchbazaar/contracts';
import { isBot } from './bots.js';

describe('isBot', () => {
  it.each([
    'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
    'Mozilla/5.0 (compatible; AhrefsBot/7.0; +http://ahrefs.com/robot/)',
    'Mozilla/5.0 (compatible; Yahoo! Slurp; http://help.yahoo.com/help/us/ysearch/slurp)',
    'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
    'WhatsApp/2.23.20.0',
    'TelegramBot (like TwitterBot)',
    'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)',
    'curl/8.5.0',
    'Wget/1.21.4',
    'python-requests/2.31.0',
    'Go-http-client/2.0',
    'okhttp/4.12.0',
    'axios/1.6.7',
    'PostmanRuntime/7.36.1',
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36 Lighthouse',
    'UptimeRobot/2.0; http://www.uptimerobot.com/',
    '',
    '   ',
  ])('%s is a bot', (agent) => {
    expect(isBot(agent)).toBe(true);
  });

  it("the page server's reads while it renders a page are no visit (the browser's next read is)", () => {
    expect(isBot(pageRendererAgent)).toBe(true);
  });

  it('no user agent at all is not a person', () => {
    expect(isBot(undefined)).toBe(true);
    expect(isBot(null)).toBe(true);
  });

  it.each([
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:132.0) Gecko/20100101 Firefox/132.0',
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
    // Headless Chrome is how tests and some people's own tools browse: only named crawlers go.
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
  ])('%s is a person', (agent) => {
    expect(isBot(agent)).toBe(false);
  });

  it('reads a megabyte of header in linear time', () => {
    const header = `Mozilla/5.0 ${'a'.repeat(1024 * 1024)}bot`;
    // CPU time, the best of three: a busy machine or a garbage collection stretches one run's
    // clock, while a backtracking pattern is slow every time (seconds on a megabyte).
    let cpuMs = Infinity;
    for (let run = 0; run < 3; run++) {
      const started = process.cpuUsage();
      expect(isBot(header)).toBe(false);
      const used = process.cpuUsage(started);
      cpuMs = Math.min(cpuMs, (used.user + used.system) / 1_000);
    }
    expect(cpuMs).toBeLessThan(250);
  });
});

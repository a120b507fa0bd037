import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

// What the end-to-end tier (playwright.config.ts) and the production smoke tier
// (playwright.prod.config.ts) share: ports and the browser.

/**
 * `count` free loopback ports, found in a child process: a Playwright config runs synchronously,
 * once in the main process, and its workers inherit the choice through the environment.
 */
export function freePortsSync(count: number): string[] {
  return execFileSync(process.execPath, [
    '-e',
    `const n=require('net');Promise.all(Array.from({length:${count}},()=>new Promise(r=>{const s=n.createServer();s.listen(0,'127.0.0.1',()=>{const p=s.address().port;s.close(()=>r(p))})}))).then(p=>console.log(p.join(' ')))`,
  ])
    .toString()
    .trim()
    .split(' ');
}

/**
 * Debian's Chromium: never a downloaded browser. Its headless shell where installed: on the
 * 2-core machine it paints a page in half the time the full browser takes headless.
 */
export const defaultChromium = existsSync('/usr/bin/chromium-headless-shell')
  ? '/usr/bin/chromium-headless-shell'
  : '/usr/bin/chromium';

export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? defaultChromium,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

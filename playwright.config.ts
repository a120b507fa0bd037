import { defineConfig, devices } from '@playwright/test';
import { availableParallelism } from 'node:os';
import { randomBytes } from 'node:crypto';
import {
  chromiumLaunchOptions,
  defaultChromium,
  freePortsSync,
} from './tests/e2e/support/browser-options.ts';

// Free ports are chosen once in the main process and inherited by the workers through the environment.
if (!process.env.E2E_WEB_PORT) {
  [
    process.env.E2E_WEB_PORT,
    process.env.E2E_BFF_PORT,
    process.env.E2E_SMTP_PORT,
    process.env.E2E_INBOX_PORT,
  ] = freePortsSync(4);
}
const webPort = process.env.E2E_WEB_PORT;
// The system runs before launch, behind an access code made for this run (specs read it from
// tests/e2e/support/system.ts); like the ports, the workers inherit it.
process.env.E2E_SITE_ACCESS_CODE ??= `e2e-${randomBytes(12).toString('hex')}`;
// The first-start admin (ADMIN_EMAIL / ADMIN_PASSWORD), also made for this run.
process.env.E2E_ADMIN_EMAIL ??= 'e2e-admin@matchbazaar.test';
process.env.E2E_ADMIN_PASSWORD ??= `Admin-${randomBytes(12).toString('hex')}!`;

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'tests/e2e/.artifacts',
  fullyParallel: true,
  // Two browsers at least. With the full Chromium, two workers on the 2-core machine added
  // time-outs rather than throughput; with its headless shell they don't: the suite took 6.9 min
  // against 8.8 min with one, and with eight busy loops beside it (the machine about half as fast)
  // 12.4 min with all 233 tests passing and none retried. More cores: one browser per two.
  workers:
    Number(process.env.E2E_WORKERS) ||
    Math.max(
      defaultChromium.endsWith('headless-shell') ? 2 : 1,
      Math.floor(availableParallelism() / 2),
    ),
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  reporter: [['list'], ['json']],
  // A guard against hangs, not a speed target: the axe and multi-sign-in journeys take 25-35 s on a
  // slow 2-core machine running the whole stack with two workers, and up to 60 s since the stack
  // grew (orders, the analytics rollup, two-browser order journeys beside them) at load 12-14.
  timeout: 90_000,
  // Likewise for each expectation: full runs on the 2-core machine saw first paints of lazily
  // loaded pages (content pages, settings, the gate's refusal) land after 5 s, then after 10 s at
  // load 12-14, while both workers drove the whole stack; alone they land in under 2 s.
  expect: { timeout: 20_000 },
  use: {
    baseURL: `http://localhost:${webPort}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: chromiumLaunchOptions,
  },
  projects: [
    // Passes the access gate once and saves that browser state for specs that need the open site
    // (tests/e2e/support/verified-browser.ts).
    { name: 'setup', testMatch: /support\/.*\.setup\.ts$/, use: { ...devices['Desktop Chrome'] } },
    { name: 'chromium', use: { ...devices['Desktop Chrome'] }, dependencies: ['setup'] },
  ],
  webServer: {
    // The whole system, built, on free ports, with a fresh database and Redis prefix.
    command: 'node scripts/start.ts --e2e',
    url: `http://localhost:${webPort}`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
    env: {
      WEB_PORT: String(webPort),
      BFF_PORT: String(process.env.E2E_BFF_PORT),
      MAIL_SINK_SMTP_PORT: String(process.env.E2E_SMTP_PORT),
      MAIL_SINK_HTTP_PORT: String(process.env.E2E_INBOX_PORT),
      SITE_MODE: 'prelaunch',
      SITE_ACCESS_CODE: String(process.env.E2E_SITE_ACCESS_CODE),
      ADMIN_EMAIL: String(process.env.E2E_ADMIN_EMAIL),
      ADMIN_PASSWORD: String(process.env.E2E_ADMIN_PASSWORD),
    },
  },
});

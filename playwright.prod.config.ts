import { defineConfig, devices } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromiumLaunchOptions, freePortsSync } from './tests/e2e/support/browser-options.ts';

// The production smoke tier (`npm run test:smoke`, docs/operations/production-on-one-machine.md):
// `npm run start:prod -- --smoke` (nginx from docker/nginx.conf, two BFFs, two workers and the page
// server, NODE_ENV=production, a fresh database and Redis prefix, secrets made for the run), the
// journeys of sign-up, search, an inquiry delivered live across the two BFFs and an order paid and
// shipped; then one BFF and one worker are killed with SIGKILL and the journeys run again.
// The helpers of tests/e2e/support read the same variables as under playwright.config.ts.

// Free ports, chosen once in the main process and inherited by the workers through the environment.
if (!process.env.E2E_WEB_PORT) {
  [
    process.env.E2E_WEB_PORT,
    process.env.E2E_BFF_PORT,
    process.env.E2E_SMTP_PORT,
    process.env.E2E_INBOX_PORT,
    process.env.SMOKE_PAGES_PORT,
  ] = freePortsSync(5);
}
const webPort = process.env.E2E_WEB_PORT;
process.env.E2E_SITE_ACCESS_CODE ??= `smoke-${randomBytes(12).toString('hex')}`;
process.env.E2E_ADMIN_EMAIL ??= 'smoke-admin@matchbazaar.test';
process.env.E2E_ADMIN_PASSWORD ??= `Admin-${randomBytes(12).toString('hex')}!`;
// Where start:prod writes the process ids (tests/smoke/support/topology.ts kills by them).
process.env.SMOKE_STATE_FILE ??= path.join(tmpdir(), `matchbazaar-smoke-${webPort}.json`);

export default defineConfig({
  testDir: 'tests/smoke',
  outputDir: 'tests/smoke/.artifacts',
  // The journeys run in order, twice: before and after the kills.
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: [['list']],
  timeout: 120_000,
  expect: { timeout: 20_000 },
  use: {
    // nginx, as a visitor reaches the site.
    baseURL: `http://localhost:${webPort}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: chromiumLaunchOptions,
  },
  projects: [
    // The end-to-end tier's own: passes the access gate once and saves that browser state.
    {
      name: 'setup',
      testDir: 'tests/e2e/support',
      testMatch: /verified-browser\.setup\.ts$/,
      use: { ...devices['Desktop Chrome'] },
    },
    // *.smoke.ts, not *.spec.ts: Jest's unit project takes every *.spec.ts outside tests/e2e.
    {
      name: 'smoke',
      testMatch: /\.smoke\.ts$/,
      use: { ...devices['Desktop Chrome'] },
      dependencies: ['setup'],
    },
  ],
  webServer: {
    command: `node scripts/start-prod.ts --smoke --state-file ${process.env.SMOKE_STATE_FILE}`,
    // Through nginx to a BFF: the whole chain answers.
    url: `http://localhost:${webPort}/api/health`,
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
    env: {
      WEB_PORT: String(webPort),
      BFF_PORT: String(process.env.E2E_BFF_PORT),
      PAGES_PORT: String(process.env.SMOKE_PAGES_PORT),
      MAIL_SINK_SMTP_PORT: String(process.env.E2E_SMTP_PORT),
      MAIL_SINK_HTTP_PORT: String(process.env.E2E_INBOX_PORT),
      SITE_MODE: 'prelaunch',
      SITE_ACCESS_CODE: String(process.env.E2E_SITE_ACCESS_CODE),
      ADMIN_EMAIL: String(process.env.E2E_ADMIN_EMAIL),
      ADMIN_PASSWORD: String(process.env.E2E_ADMIN_PASSWORD),
      // The pretend payment and SMS providers, said explicitly (production refuses them otherwise).
      ALLOW_DEVELOPMENT_PROVIDERS: 'true',
      LOG_LEVEL: 'warn',
      // A killed worker's jobs run on the other after 5 s instead of BullMQ's 30 s.
      JOB_LOCK_MS: '5000',
    },
  },
});

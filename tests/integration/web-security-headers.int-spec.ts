import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';
import {
  securityHeaders,
  strictTransportSecurity,
} from '../../apps/web/server/security-headers.ts';
import { freePort } from './services.ts';

// The built web app as `vite preview` serves it (the e2e tier's server): every response carries
// the security headers, and the build has no inline script for the policy to refuse.

const root = path.resolve(import.meta.dirname, '../..');
const webDir = path.join(root, 'apps/web');
const vite = path.join(root, 'node_modules/vite/bin/vite.js');

let outDir: string;
let preview: ChildProcess | undefined;
let baseUrl: string;

async function waitUntilServing(url: string): Promise<void> {
  for (let attempt = 0; attempt < 200; attempt++) {
    if (preview?.exitCode != null) throw new Error(`vite preview exited (${preview.exitCode})`);
    try {
      await fetch(url);
      return;
    } catch {
      await sleep(100);
    }
  }
  throw new Error(`vite preview did not answer at ${url}`);
}

beforeAll(async () => {
  outDir = await mkdtemp(path.join(os.tmpdir(), 'mb-web-headers-'));
  await promisify(execFile)(
    process.execPath,
    [vite, 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'],
    { cwd: webDir },
  );
  const port = await freePort();
  baseUrl = `http://127.0.0.1:${port}`;
  preview = spawn(
    process.execPath,
    [vite, 'preview', '--outDir', outDir, '--host', '127.0.0.1', '--port', String(port)],
    { cwd: webDir, env: { ...process.env, WEB_PORT: String(port) }, stdio: 'ignore' },
  );
  await waitUntilServing(baseUrl);
}, 120_000);

afterAll(async () => {
  preview?.kill('SIGTERM');
  await rm(outDir, { recursive: true, force: true });
});

const expectSecurityHeaders = (response: Response) => {
  for (const [name, value] of Object.entries(securityHeaders)) {
    expect([name, response.headers.get(name)]).toEqual([name, value]);
  }
};

describe('the web app served by vite preview', () => {
  it('sends the security headers with the page, a client route, a script and a missing icon', async () => {
    const html = await (await fetch(`${baseUrl}/`)).text();
    const script = /<script[^>]*\ssrc="([^"]+)"/.exec(html)?.[1];
    expect(script).toBeDefined();
    for (const url of ['/', '/auth/login', script!, '/icons/categories/no-such-id.svg']) {
      const response = await fetch(`${baseUrl}${url}`);
      expect([url, response.status]).toEqual([url, 200]);
      expectSecurityHeaders(response);
      expect(response.headers.get('strict-transport-security')).toBeNull();
    }
  });

  it('adds HSTS when a TLS proxy in front says the request came over https', async () => {
    const response = await fetch(`${baseUrl}/`, { headers: { 'X-Forwarded-Proto': 'https' } });
    expectSecurityHeaders(response);
    expect(response.headers.get('strict-transport-security')).toBe(strictTransportSecurity);
  });

  it('builds pages with no inline script, which the policy would refuse', async () => {
    const pages = (await readdir(outDir, { recursive: true })).filter((f) => f.endsWith('.html'));
    expect(pages).toContain('index.html');
    for (const page of pages) {
      const html = await readFile(path.join(outDir, page), 'utf8');
      const scripts = html.match(/<script\b[^>]*>[\s\S]*?<\/script>/g) ?? [];
      // The app's pages load it; the offline page the service worker keeps has no script at all.
      if (page !== 'offline.html') expect(scripts.length).toBeGreaterThan(0);
      for (const tag of scripts) {
        expect(tag).toMatch(/^<script\b[^>]*\ssrc="[^"]+"[^>]*><\/script>$/);
      }
      expect(html).not.toMatch(/\son[a-z]+="/i);
    }
  });
});

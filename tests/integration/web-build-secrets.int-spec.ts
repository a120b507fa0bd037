import { describe, expect, it } from '@jest/globals';
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

// The access code lives only on the server (docs/decisions/0002-site-mode-and-access-gate.md).
// Build the web app the way the launcher does, with a code in the build's environment (also under a
// VITE_ name, which Vite would expose if any code read it), and look for it in every emitted file.

const root = path.resolve(import.meta.dirname, '../..');
const vite = path.join(root, 'node_modules/vite/bin/vite.js');

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

describe('the web build', () => {
  it('emits no file that contains the access code of its environment', async () => {
    const code = `leak-check-${randomBytes(16).toString('hex')}`;
    const outDir = await mkdtemp(path.join(os.tmpdir(), 'mb-web-build-'));
    try {
      await promisify(execFile)(
        process.execPath,
        [vite, 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'],
        {
          cwd: path.join(root, 'apps/web'),
          env: {
            ...process.env,
            SITE_ACCESS_CODE: code,
            VITE_SITE_ACCESS_CODE: code,
            // Also the e2e variant, whose extra routes show that this environment reached the build.
            VITE_E2E_HOOKS: 'true',
          },
        },
      );

      const files = await filesUnder(outDir);
      const names = files.map((f) => path.relative(outDir, f));
      expect(names).toContain('index.html');
      expect(names.some((n) => n.includes('render-error-page'))).toBe(true);

      const leaking: string[] = [];
      for (const file of files) {
        if ((await readFile(file)).includes(code)) leaking.push(path.relative(outDir, file));
      }
      expect(leaking).toEqual([]);
    } finally {
      await rm(outDir, { recursive: true, force: true });
    }
  });
});

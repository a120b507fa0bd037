// Type-checks every tier: the built packages (tsc -b), tests and configs, the web app, the scripts.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const tsc = path.join(root, 'node_modules/typescript/bin/tsc');
const steps: string[][] = [
  ['-b'],
  ['-p', 'tsconfig.checks.json'],
  ['-p', 'apps/web'],
  ['-p', 'scripts'],
];

let failed = 0;
for (const args of steps) {
  const { status } = spawnSync(process.execPath, [tsc, ...args, '--pretty'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (status !== 0) {
    failed++;
    console.error(`typecheck: tsc ${args.join(' ')} failed`);
  }
}
process.exit(failed === 0 ? 0 : 1);

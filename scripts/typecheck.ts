// Type-checks every tier: the built packages (tsc -b), tests and configs, the web app, the scripts.
//   --packages  only build the packages (their dist/*.d.ts are what typed lint resolves imports to)
//   --rest      everything but that build (it has been done)
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const tsc = path.join(root, 'node_modules/typescript/bin/tsc');
const build = [['-b']];
const rest = [
  ['-p', 'tsconfig.checks.json'],
  ['-p', 'apps/web'],
  ['-p', 'scripts'],
];
const mode = process.argv[2];
const steps: string[][] =
  mode === '--packages' ? build : mode === '--rest' ? rest : [...build, ...rest];

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

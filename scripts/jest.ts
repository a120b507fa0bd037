// Starts Jest with the ESM loader it needs for NestJS 12, MikroORM 7 and BullMQ.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const jest = fileURLToPath(new URL('../node_modules/jest/bin/jest.js', import.meta.url));
const result = spawnSync(
  process.execPath,
  [
    '--experimental-vm-modules',
    '--no-warnings=ExperimentalWarning',
    jest,
    ...process.argv.slice(2),
  ],
  { stdio: 'inherit' },
);
process.exit(result.status ?? 1);

// `npm run create-admin`: creates an admin account (or makes an existing account admin with a
// new password) in the database the BFF uses. Asks for what the flags do not give.
//   --email <address>  --password <password>  --first <first name>  --last <last name>
// DATABASE_URL when set; else the machine's PostgreSQL (or the embedded one) that `npm start` uses.
// Needs the built BFF (`npm run build`).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { resolvePostgres } from './system/postgres.ts';

const root = path.resolve(import.meta.dirname, '..');
const cli = path.join(root, 'apps/bff/dist/identity/auth/create-admin-cli.js');
const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    password: { type: 'string' },
    first: { type: 'string' },
    last: { type: 'string' },
  },
});

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

/** Reads one line; with `hidden`, typed characters are not echoed (a password). */
function ask(question: string, hidden = false): Promise<string> {
  if (!process.stdin.isTTY) fail(`Missing ${question.replace(/:\s*$/, '')}: pass it as a flag.`);
  const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  if (hidden) {
    const write = (rl as unknown as { _writeToOutput: (s: string) => void })._writeToOutput;
    (rl as unknown as { _writeToOutput: (s: string) => void })._writeToOutput = (s: string) =>
      write.call(rl, s.startsWith(question) ? s : '');
  }
  return new Promise((resolve) =>
    rl.question(question, (answer) => {
      rl.close();
      if (hidden) process.stdout.write('\n');
      resolve(answer);
    }),
  );
}

if (!existsSync(cli)) fail('Build the BFF first: npm run build');

const email = values.email ?? (await ask('Email: '));
let password = values.password;
if (!password) {
  password = await ask('Password (8-128 characters): ', true);
  if ((await ask('Repeat the password: ', true)) !== password) fail('The passwords do not match.');
}
const firstName = values.first ?? 'Site';
const lastName = values.last ?? 'Administrator';

const postgres = await resolvePostgres({
  dataDir: path.join(root, '.data'),
  databaseUrl: process.env.DATABASE_URL,
  databaseName: 'matchbazaar',
});
try {
  const code = await new Promise<number>((resolve) => {
    const child = spawn(process.execPath, [cli], {
      cwd: path.join(root, 'apps/bff'),
      env: { ...process.env, DATABASE_URL: postgres.url, LOG_LEVEL: 'warn' },
      stdio: ['pipe', 'inherit', 'inherit'],
    });
    child.stdin.end(JSON.stringify({ email, password, firstName, lastName }));
    child.on('exit', (exitCode) => resolve(exitCode ?? 1));
  });
  process.exitCode = code;
} finally {
  await postgres.stop();
}

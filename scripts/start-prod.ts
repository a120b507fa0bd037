// `npm run start:prod`: the production topology on this machine (docs/operations/production-on-one-machine.md).
// Builds everything, then runs nginx (the machine's binary, configured from docker/nginx.conf) in
// front of two BFFs, two workers and the page server, all with NODE_ENV=production, on the
// machine's PostgreSQL and Redis and a mail sink. Real secrets only: from the environment or
// --secrets-file; --generate-secrets makes a set. `--smoke` is the production smoke tier's
// variant (playwright.prod.config.ts): a fresh database and Redis prefix, secrets made for the run.
import { randomBytes } from 'node:crypto';
import { existsSync, writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { secretsKeeping } from './system/dev-secrets.ts';
import { runLauncher } from './system/launcher.ts';
import { startLocalServices, type LocalServices } from './system/local-services.ts';
import { logFor, say } from './system/log.ts';
import { freePort, preferPort, waitFor } from './system/net.ts';
import { findNginx, startNginx } from './system/nginx.ts';
import { run, startProcess, type Managed } from './system/processes.ts';
import {
  defaultSecretsFile,
  generateSecretsFile,
  howToMakeSecrets,
  readProdSecrets,
  type ProdSecrets,
} from './system/prod-secrets.ts';
import { prodAppEnv } from './system/prod-env.ts';
import { type ProdState } from './system/prod-state.ts';
import { deleteKeysWithPrefix } from './system/redis.ts';
import { stopStack } from './system/stop-stack.ts';

const root = path.resolve(import.meta.dirname, '..');
const dataDir = path.join(root, '.data');
const tsc = path.join(root, 'node_modules/typescript/bin/tsc');
const vite = path.join(root, 'node_modules/vite/bin/vite.js');

const { values: options } = parseArgs({
  options: {
    'generate-secrets': { type: 'boolean', default: false },
    'secrets-file': { type: 'string' },
    smoke: { type: 'boolean', default: false },
    /** Where to write the addresses and process ids (the smoke tier kills a BFF and a worker). */
    'state-file': { type: 'string' },
    'no-build': { type: 'boolean', default: false },
  },
});

if (!existsSync(path.join(root, 'node_modules'))) {
  console.error('Dependencies are not installed: run "npm ci" first, then "npm run start:prod".');
  process.exit(1);
}

if (options['generate-secrets']) {
  const file = path.resolve(options['secrets-file'] ?? path.join(root, defaultSecretsFile));
  try {
    generateSecretsFile(file);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  console.log(
    `Wrote new random secrets to ${path.relative(process.cwd(), file)} (mode 600; keep it out of git and back it up).\n` +
      `Start with: npm run start:prod -- --secrets-file ${path.relative(process.cwd(), file)}`,
  );
  process.exit(0);
}

interface ProdSystem {
  state: ProdState;
  services: LocalServices;
  crashed: Promise<string>;
  stop(): Promise<void>;
}

/** Starts one app and waits until `ready` says yes, or fails if it exits first. */
async function startApp(
  name: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  ready?: () => Promise<boolean>,
  /** Each line it writes, before it is shown. */
  onLine?: (line: string) => void,
): Promise<Managed> {
  const shown = logFor(name);
  const log = Object.assign((line: string) => (onLine?.(line), shown(line)), {
    label: shown.label,
  });
  // JSON lines, as production writes them for log collectors.
  const managed = startProcess(log, process.execPath, args, { cwd: root, env, ownGroup: true });
  if (ready) {
    await Promise.race([
      waitFor(name, ready, { timeoutMs: 120_000 }),
      managed.exited.then((code) =>
        Promise.reject(
          new Error(`${name} stopped during start-up (exit ${code}); see its lines above.`),
        ),
      ),
    ]);
  }
  return managed;
}

/**
 * An app that listens on a port: the preferred one when free, else any. A port found free can be
 * taken before the app listens (an outgoing connection's ephemeral port, while the first BFF
 * migrates): then it starts again on another, at most three times.
 */
async function startOnPort(
  name: string,
  preferred: number,
  launch: (port: number) => {
    args: string[];
    env: NodeJS.ProcessEnv;
    ready: () => Promise<boolean>;
  },
): Promise<{ app: Managed; port: number }> {
  for (let attempt = 1; ; attempt++) {
    const port = attempt === 1 ? await preferPort(preferred) : await freePort();
    const { args, env, ready } = launch(port);
    let taken = false;
    try {
      const app = await startApp(name, args, env, ready, (line) => {
        taken ||= line.includes('EADDRINUSE');
      });
      return { app, port };
    } catch (error) {
      if (!taken || attempt === 3) throw error;
      say(`${name}: port ${port} was taken meanwhile; starting it on another`);
    }
  }
}

const answersOk = (url: string) => async () => {
  const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
  await response.body?.cancel();
  return response.ok;
};

/**
 * The apps' own production config checks (docs/decisions/0018): every variable each app will get,
 * with the secrets refused when published and the development providers refused unless
 * ALLOW_DEVELOPMENT_PROVIDERS=true. Checked before anything starts, with the way to fix it.
 */
async function checkConfig(bffEnv: NodeJS.ProcessEnv, workerEnv: NodeJS.ProcessEnv) {
  const { loadBffConfig } = (await import(
    path.join(root, 'apps/bff/dist/platform/config/bff-config.js')
  )) as { loadBffConfig: (env: NodeJS.ProcessEnv) => unknown };
  const { loadWorkerConfig } = (await import(
    path.join(root, 'apps/worker/dist/config/worker-config.js')
  )) as { loadWorkerConfig: (env: NodeJS.ProcessEnv) => unknown };
  const problems: string[] = [];
  for (const check of [() => loadBffConfig(bffEnv), () => loadWorkerConfig(workerEnv)]) {
    try {
      check();
    } catch (error) {
      problems.push((error as Error).message);
    }
  }
  if (problems.length === 0) return;
  const text = problems.join('\n');
  const hints = [
    /SECRET|TOKEN|VAPID/.test(text) && howToMakeSecrets,
    /PAYMENT_PROVIDER_URL|SMS_PROVIDER_URL/.test(text) &&
      'Production moves real money and sends real texts: set PAYMENT_PROVIDER_URL and PAYMENT_PROVIDER_TOKEN,\n' +
        'SMS_PROVIDER_URL and SMS_PROVIDER_TOKEN. To try the topology with the pretend providers instead,\n' +
        'say so: ALLOW_DEVELOPMENT_PROVIDERS=true npm run start:prod -- ...',
  ].filter(Boolean);
  throw new Error(`start:prod refuses this configuration.\n\n${text}\n\n${hints.join('\n\n')}`);
}

async function startProd(env: NodeJS.ProcessEnv, abort: AbortSignal): Promise<ProdSystem> {
  const smoke = options.smoke;
  const runId = randomBytes(4).toString('hex');
  const { started, stop: stopAll } = stopStack(abort);
  // Exits from here on are on purpose, not worth a line.
  let stopping = false;
  abort.addEventListener('abort', () => (stopping = true), { once: true });
  const stop = () => ((stopping = true), stopAll());
  try {
    // Before building: a missing nginx or secret is said at once, not after a minute of build.
    findNginx(env);
    // The smoke tier's run makes its own, but for those the environment sets.
    const secrets: ProdSecrets = smoke
      ? secretsKeeping(env)
      : readProdSecrets(env, options['secrets-file'] && path.resolve(options['secrets-file']));

    const webPort = await preferPort(Number(env.WEB_PORT ?? 8080));
    const web = `http://localhost:${webPort}`;
    // One folder per smoke run (its web port), removed on stop; a real run builds apps/web/dist
    // as the Dockerfile does.
    const webRoot = smoke
      ? path.join(dataDir, `prod-web-${webPort}`)
      : path.join(root, 'apps/web/dist');
    if (smoke) started(() => rm(webRoot, { recursive: true, force: true }));
    // The build's server renderer, which the pages service loads from beside webRoot.
    if (smoke) started(() => rm(`${webRoot}-ssr`, { recursive: true, force: true }));
    if (!options['no-build']) {
      say('building the server packages (tsc -b) and the web app (vite build) ...');
      await run(logFor('build'), process.execPath, [tsc, '-b'], { cwd: root });
      await run(
        logFor('web'),
        process.execPath,
        [vite, 'build', '--outDir', webRoot, '--emptyOutDir', '--logLevel', 'warn'],
        { cwd: path.join(root, 'apps/web') },
      );
    }

    const services = await startLocalServices(env, {
      dataDir,
      databaseName: smoke ? `mb_smoke_${runId}` : 'matchbazaar',
      dropOnStop: smoke,
      started,
    });
    const { postgres, redis, mail } = services;
    const redisPrefix = smoke ? `mb_smoke_${runId}` : (env.REDIS_PREFIX ?? 'mb');
    // Runs after the apps have stopped (the stack unwinds in reverse).
    if (smoke) started(() => deleteKeysWithPrefix(redis.url, redisPrefix).then(() => undefined));

    const appEnv = prodAppEnv(
      env,
      {
        web,
        databaseUrl: postgres.url,
        redisUrl: redis.url,
        redisPrefix,
        smtpUrl: mail.smtpUrl,
        mailProbeUrl: env.SMTP_URL ? undefined : mail.inboxUrl,
      },
      secrets,
    );
    const bffEnv = (port: number): NodeJS.ProcessEnv => ({ ...env, ...appEnv.bff(port) });
    const workerEnv: NodeJS.ProcessEnv = { ...env, ...appEnv.worker };
    await checkConfig(bffEnv(Number(env.BFF_PORT ?? 3000)), workerEnv);

    const bffs: Managed[] = [];
    const bffPorts: number[] = [];
    const workers: Managed[] = [];
    // One after the other: the first applies the migrations (under a lock) and seeds.
    for (const i of [1, 2]) {
      const { app, port } = await startOnPort(
        `bff-${i}`,
        (bffPorts[0] ?? Number(env.BFF_PORT ?? 3000) - 1) + 1,
        (port) => ({
          args: ['apps/bff/dist/main.js'],
          env: bffEnv(port),
          ready: answersOk(`http://127.0.0.1:${port}/api/health`),
        }),
      );
      started(() => app.stop());
      bffs.push(app);
      bffPorts.push(port);
    }
    for (const i of [1, 2]) {
      const worker = await startApp(`worker-${i}`, ['apps/worker/dist/main.js'], workerEnv);
      started(() => worker.stop());
      workers.push(worker);
    }
    const { app: pages, port: pagesPort } = await startOnPort(
      'pages',
      Number(env.PAGES_PORT ?? 5174),
      (port) => ({
        args: ['apps/web/server/page-head/serve.ts'],
        // Through nginx, so a page's head comes from whichever BFF is up.
        env: {
          BFF_URL: `http://127.0.0.1:${webPort}`,
          PAGES_PORT: String(port),
          WEB_DIST: webRoot,
        },
        ready: async () => (await fetch(`http://127.0.0.1:${port}/`)).status < 500,
      }),
    );
    started(() => pages.stop());

    const prefix = path.join(dataDir, `prod-nginx-${webPort}`);
    started(() => rm(prefix, { recursive: true, force: true }));
    const nginx = (
      await startNginx({ port: webPort, webRoot, bffPorts, pagesPort, prefix }, { ownGroup: true })
    ).process;
    started(() => nginx.stop());
    await Promise.race([
      waitFor('nginx', answersOk(`http://127.0.0.1:${webPort}/api/health`), { timeoutMs: 30_000 }),
      nginx.exited.then((code) =>
        Promise.reject(
          new Error(`nginx stopped during start-up (exit ${code}); see its lines above.`),
        ),
      ),
    ]);

    const apps = [nginx, pages, ...bffs, ...workers];
    // Once all are up, they stop side by side (each within its own bound), then the services.
    started(() => Promise.all(apps.map((p) => p.stop())).then(() => undefined));

    // One BFF or worker may die (nginx routes around a BFF; the other worker takes the jobs, a
    // killed one's after JOB_LOCK_MS): said, not fatal. The last of either, nginx or the page
    // server going is.
    const crashed = new Promise<string>((resolve) => {
      const watch = (group: Managed[], what: string) => {
        for (const p of group) {
          void p.exited.then((code) => {
            const alive = group.filter(
              (q) => q.child.exitCode === null && q.child.signalCode === null,
            );
            if (stopping) return;
            if (alive.length === 0)
              resolve(`every ${what} has exited (the last: ${p.name}, code ${code})`);
            else
              say(
                `${p.name} exited (code ${code ?? p.child.signalCode}); ${alive.map((q) => q.name).join(', ')} carr${alive.length === 1 ? 'ies' : 'y'} on`,
              );
          });
        }
      };
      watch(bffs, 'BFF');
      watch(workers, 'worker');
      for (const p of [nginx, pages])
        void p.exited.then((code) => resolve(`${p.name} exited (code ${code})`));
    });

    const state: ProdState = {
      web,
      inbox: mail.inboxUrl,
      operatorToken: secrets.OPERATOR_TOKEN,
      bffs: bffs.map((b, i) => ({ pid: b.child.pid!, url: `http://127.0.0.1:${bffPorts[i]}` })),
      workers: workers.map((w) => ({ pid: w.child.pid! })),
      pages: { pid: pages.child.pid!, url: `http://127.0.0.1:${pagesPort}` },
    };
    const stateFile = options['state-file'];
    if (stateFile) {
      writeFileSync(stateFile, JSON.stringify(state, null, 2), { mode: 0o600 });
      started(() => rm(stateFile, { force: true }));
    }
    return { state, services, crashed, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

await runLauncher({
  start: (abort) => startProd(process.env, abort),
  onStarted: ({ state, services }) => {
    const lines = [
      `MatchBazaar is running in production mode${options.smoke ? ' (smoke tier)' : ''}`,
      '',
      `  Web app (nginx)  ${state.web}`,
      `  BFFs             ${state.bffs.map((b) => b.url).join(', ')}   (NODE_ENV=production)`,
      `  Workers          2, page server ${state.pages.url}`,
      `  Mail inbox       ${state.inbox ?? '(SMTP_URL points at your own server)'}`,
      `  PostgreSQL       ${services.postgres.source}, Redis ${services.redis.source}`,
      `  Queue dashboard  ${state.web}/admin/queues   (user "operator", the OPERATOR_TOKEN)`,
      '',
      '  Ctrl-C stops the apps, then what it started.',
    ];
    console.log(`\n${lines.join('\n')}\n`);
  },
});

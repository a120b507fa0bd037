import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { devSecrets } from './dev-secrets.ts';
import { logFor, say } from './log.ts';
import { startLocalServices } from './local-services.ts';
import type { ResolvedMail } from './mail.ts';
import { httpAnswers, preferPort, waitFor } from './net.ts';
import type { ResolvedPostgres } from './postgres.ts';
import { run, startProcess, type Managed } from './processes.ts';
import { deleteKeysWithPrefix, type ResolvedRedis } from './redis.ts';
import { stopStack } from './stop-stack.ts';

export type SystemMode = 'dev' | 'e2e';

export interface RunningSystem {
  urls: { web: string; api: string; docs: string; inbox?: string; queues: string };
  operator: { user: string; token: string };
  services: { postgres: ResolvedPostgres; redis: ResolvedRedis; mail: ResolvedMail };
  /** Resolves when a process the system needs exits by itself. */
  crashed: Promise<string>;
  stop(): Promise<void>;
}

const root = path.resolve(import.meta.dirname, '../..');
const tsc = path.join(root, 'node_modules/typescript/bin/tsc');
const vite = path.join(root, 'node_modules/vite/bin/vite.js');

/**
 * Starts PostgreSQL, Redis and a mail sink (each resolved: environment, local default, embedded),
 * then the BFF (which applies migrations and seeds), the worker and the web app.
 * `dev`: the Vite dev server. `e2e`: a fresh database and Redis prefix, the web app built with the
 * end-to-end hooks and served by `vite preview`; the database is dropped on stop.
 * The launcher reads its own few variables here; each app validates its own config at start-up.
 */
export async function startSystem(
  mode: SystemMode,
  env: NodeJS.ProcessEnv = process.env,
  /** Aborted (Ctrl-C during start-up): stop what has started, and each thing as it comes up. */
  abort?: AbortSignal,
): Promise<RunningSystem> {
  const dataDir = path.join(root, '.data');
  const runId = randomBytes(4).toString('hex');
  // Unwound in reverse: the web server and the apps (which drain) first, the services they use last.
  const { started, stop } = stopStack(abort);
  // Apps get their own process group (ProcessOptions.ownGroup): a terminal's Ctrl-C reaches only
  // the launcher, which then stops them in order.
  const ownGroup = true;

  try {
    say('building the server packages (tsc -b) ...');
    await run(logFor('build'), process.execPath, [tsc, '-b'], { cwd: root });

    const { postgres, redis, mail } = await startLocalServices(env, {
      dataDir,
      databaseName: mode === 'e2e' ? `mb_e2e_${runId}` : 'matchbazaar',
      dropOnStop: mode === 'e2e',
      started,
    });

    const bffPort = await preferPort(Number(env.BFF_PORT ?? 3000));
    const webPort = await preferPort(Number(env.WEB_PORT ?? 5173));
    const web = `http://localhost:${webPort}`;
    const api = `http://127.0.0.1:${bffPort}`;
    const secrets = devSecrets(dataDir);
    const shared = {
      // The end-to-end tier reads SMS codes from the development outbox, mounted only in development.
      NODE_ENV: mode === 'e2e' ? 'development' : (env.NODE_ENV ?? 'development'),
      LOG_LEVEL: env.LOG_LEVEL ?? (mode === 'e2e' ? 'warn' : 'info'),
      REDIS_URL: redis.url,
      REDIS_PREFIX: mode === 'e2e' ? `mb_e2e_${runId}` : (env.REDIS_PREFIX ?? 'mb'),
    };
    if (mode === 'e2e') {
      // Runs after the apps have stopped (the stack unwinds in reverse).
      started(() => deleteKeysWithPrefix(redis.url, shared.REDIS_PREFIX).then(() => undefined));
    }
    const processes: Managed[] = [];
    // Readable one-line logs for people; JSON as it is in production, for log collectors.
    const pretty = shared.NODE_ENV !== 'production';

    const bff = startProcess(
      logFor('bff', { pretty }),
      process.execPath,
      ['apps/bff/dist/main.js'],
      {
        cwd: root,
        env: {
          ...shared,
          BFF_HOST: '127.0.0.1',
          BFF_PORT: String(bffPort),
          DATABASE_URL: postgres.url,
          JWT_SECRET: env.JWT_SECRET ?? secrets.JWT_SECRET,
          COOKIE_SECRET: env.COOKIE_SECRET ?? secrets.COOKIE_SECRET,
          OPERATOR_TOKEN: env.OPERATOR_TOKEN ?? secrets.OPERATOR_TOKEN,
          SITE_ACCESS_CODE: env.SITE_ACCESS_CODE ?? secrets.SITE_ACCESS_CODE,
          SUBSCRIPTION_LINK_SECRET:
            env.SUBSCRIPTION_LINK_SECRET ?? secrets.SUBSCRIPTION_LINK_SECRET,
          VAPID_PUBLIC_KEY: env.VAPID_PUBLIC_KEY ?? secrets.VAPID_PUBLIC_KEY,
          CORS_ORIGINS: env.CORS_ORIGINS ?? `${web},http://127.0.0.1:${webPort}`,
          PUBLIC_URL: env.PUBLIC_URL ?? web,
          // A local run and the end-to-end run show a marketplace with content.
          DEMO_CATALOGUE: env.DEMO_CATALOGUE ?? 'true',
        },
        ownGroup,
      },
    );
    processes.push(bff);
    started(() => bff.stop());
    await Promise.race([
      waitFor('The BFF', () => httpAnswers(`${api}/api/health`), { timeoutMs: 90_000 }),
      bff.exited.then((code) =>
        Promise.reject(
          new Error(`The BFF stopped during start-up (exit ${code}); see its lines above.`),
        ),
      ),
    ]);

    const worker = startProcess(
      logFor('worker', { pretty }),
      process.execPath,
      ['apps/worker/dist/main.js'],
      {
        cwd: root,
        env: {
          ...shared,
          SMTP_URL: mail.smtpUrl,
          // Our own sink can say which mails it took, so a killed worker never repeats one.
          ...(mail.inboxUrl && !env.SMTP_URL && { MAIL_PROBE_URL: mail.inboxUrl }),
          DATABASE_URL: postgres.url,
          SUBSCRIPTION_LINK_SECRET:
            env.SUBSCRIPTION_LINK_SECRET ?? secrets.SUBSCRIPTION_LINK_SECRET,
          // Web Push: the same pair as the BFF's public key (.data/dev-secrets.json).
          VAPID_PUBLIC_KEY: env.VAPID_PUBLIC_KEY ?? secrets.VAPID_PUBLIC_KEY,
          VAPID_PRIVATE_KEY: env.VAPID_PRIVATE_KEY ?? secrets.VAPID_PRIVATE_KEY,
          PUBLIC_URL: env.PUBLIC_URL ?? web,
        },
        ownGroup,
      },
    );
    processes.push(worker);
    started(() => worker.stop());

    const webEnv = { BFF_URL: api, WEB_PORT: String(webPort) };
    let webServer: Managed;
    if (mode === 'dev') {
      webServer = startProcess(logFor('web'), process.execPath, [vite, '--host', 'localhost'], {
        cwd: path.join(root, 'apps/web'),
        env: webEnv,
        ownGroup,
      });
    } else {
      // One folder per run (by its web port): a second run's build emptied a shared one under the
      // first run's preview server, whose pages then asked for chunks that were gone.
      const outDir = path.join(dataDir, `e2e-web-${webPort}`);
      started(() => rm(outDir, { recursive: true, force: true }));
      // The build's server renderer, beside it (apps/web/server/ssr-build.ts).
      started(() => rm(`${outDir}-ssr`, { recursive: true, force: true }));
      await run(
        logFor('web'),
        process.execPath,
        [vite, 'build', '--outDir', outDir, '--emptyOutDir'],
        {
          cwd: path.join(root, 'apps/web'),
          env: { ...webEnv, VITE_E2E_HOOKS: 'true' },
        },
      );
      webServer = startProcess(
        logFor('web'),
        process.execPath,
        [vite, 'preview', '--outDir', outDir, '--host', 'localhost'],
        {
          cwd: path.join(root, 'apps/web'),
          env: webEnv,
          ownGroup,
        },
      );
    }
    processes.push(webServer);
    started(() => webServer.stop());
    await Promise.race([
      waitFor('The web app', () => httpAnswers(web), { timeoutMs: 60_000 }),
      webServer.exited.then((code) =>
        Promise.reject(new Error(`The web server stopped during start-up (exit ${code}).`)),
      ),
    ]);
    // Once all are up, the apps stop side by side (their own 8 s bounds, not one after another:
    // Playwright kills the launcher 20 s after its SIGTERM); the steps above are then no-ops.
    started(() => Promise.all(processes.map((p) => p.stop())).then(() => undefined));

    const crashed = Promise.race(
      processes.map((p) => p.exited.then((code) => `${p.name} exited (code ${code})`)),
    );
    return {
      urls: {
        web,
        api,
        docs: `${api}/api/docs`,
        inbox: mail.inboxUrl,
        queues: `${api}/admin/queues`,
      },
      operator: { user: 'operator', token: env.OPERATOR_TOKEN ?? secrets.OPERATOR_TOKEN },
      services: { postgres, redis, mail },
      crashed,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

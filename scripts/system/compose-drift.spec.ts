import { describe, expect, it } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import webPush from 'web-push';
import { parse } from 'yaml';
import { bffConfigSchema } from '../../apps/bff/src/platform/config/bff-config.ts';
import { workerConfigSchema } from '../../apps/worker/src/config/worker-config.ts';
import { secretsKeeping } from './dev-secrets.ts';
import {
  composeUpstreams,
  findNginx,
  localNginxConf,
  localServerBlocks,
  mimeTypesOf,
} from './nginx.ts';
import { prodAppEnv } from './prod-env.ts';

// docker-compose.yml and `npm run start:prod` run the same production topology; this keeps them
// from drifting (docs/operations/production-on-one-machine.md): the compose file's variables are
// the apps' own, it sets every one production requires, start:prod sets the same names, and the
// nginx configuration start:prod runs is docker/nginx.conf with local addresses only.

const root = path.resolve(import.meta.dirname, '../..');
const compose = parse(readFileSync(path.join(root, 'docker-compose.yml'), 'utf8')) as {
  services: Record<string, { environment?: Record<string, string> }>;
};
const dockerConf = readFileSync(path.join(root, 'docker/nginx.conf'), 'utf8');

const environmentOf = (service: string): Record<string, string> =>
  compose.services[service]?.environment ?? {};

/** The variables the page server reads (it has no schema: serve.ts is all it runs). */
const pagesVariables = new Set(
  [
    ...readFileSync(path.join(root, 'apps/web/server/page-head/serve.ts'), 'utf8').matchAll(
      /process\.env\.([A-Z0-9_]+)/g,
    ),
  ].map((m) => m[1]!),
);

const schemas = {
  bff: new Set(Object.keys(bffConfigSchema.shape)),
  worker: new Set(Object.keys(workerConfigSchema.shape)),
  pages: pagesVariables,
};

/**
 * The compose file's environment as an operator runs it: each `${NAME:-default}` they are told to
 * set (a secret, a token, a key, a provider) gets a real-looking value of theirs; the rest keep
 * the file's default.
 */
function asAnOperatorRunsIt(environment: Record<string, string>): Record<string, string> {
  const vapid = webPush.generateVAPIDKeys();
  const generated = secretsKeeping({
    VAPID_PUBLIC_KEY: vapid.publicKey,
    VAPID_PRIVATE_KEY: vapid.privateKey,
  });
  const operatorValue = (name: string, fallback: string): string => {
    if (name in generated) return generated[name as keyof typeof generated];
    if (/_PROVIDER_URL$/.test(name)) return 'https://gateway.example/api';
    if (/_PROVIDER_TOKEN$/.test(name)) return 'a-real-gateway-token-0123456789';
    return fallback;
  };
  return Object.fromEntries(
    Object.entries(environment).map(([name, value]) => [
      name,
      String(value).replace(
        /\$\{([A-Z0-9_]+):-([^}]*)\}/g,
        (_m, variable: string, fallback: string) => operatorValue(variable, fallback),
      ),
    ]),
  );
}

describe('docker-compose.yml and the apps agree on the environment', () => {
  it.each(['bff', 'worker', 'pages'] as const)(
    'every variable compose sets for %s is one the app knows',
    (service) => {
      const unknown = Object.keys(environmentOf(service)).filter(
        (name) => !schemas[service].has(name),
      );
      expect(unknown).toEqual([]);
    },
  );

  it('compose sets every variable the BFF and the worker require in production', () => {
    // Unset in production: each of these is refused (the image's NODE_ENV is production).
    const requiredBy = (schema: typeof bffConfigSchema | typeof workerConfigSchema) => {
      const result = schema.safeParse({ NODE_ENV: 'production' });
      return [...new Set((result.error?.issues ?? []).map((issue) => String(issue.path[0])))];
    };
    const bffRequired = requiredBy(bffConfigSchema);
    const workerRequired = requiredBy(workerConfigSchema);
    expect(bffRequired).toEqual(expect.arrayContaining(['DATABASE_URL', 'JWT_SECRET']));
    expect(bffRequired.filter((name) => !(name in environmentOf('bff')))).toEqual([]);
    expect(workerRequired.filter((name) => !(name in environmentOf('worker')))).toEqual([]);
  });

  it('with the values an operator sets, the compose environment is a valid production config', () => {
    const production = { NODE_ENV: 'production' };
    const bff = bffConfigSchema.safeParse({
      ...asAnOperatorRunsIt(environmentOf('bff')),
      ...production,
    });
    expect(bff.error?.issues ?? []).toEqual([]);
    const worker = workerConfigSchema.safeParse({
      ...asAnOperatorRunsIt(environmentOf('worker')),
      ...production,
    });
    expect(worker.error?.issues ?? []).toEqual([]);
  });

  it("refuses the compose file's published defaults in production", () => {
    const defaults = (environment: Record<string, string>) =>
      Object.fromEntries(
        Object.entries(environment).map(([name, value]) => [
          name,
          String(value).replace(/\$\{[A-Z0-9_]+:-([^}]*)\}/g, '$1'),
        ]),
      );
    const bff = bffConfigSchema.safeParse({
      ...defaults(environmentOf('bff')),
      NODE_ENV: 'production',
    });
    expect(bff.error?.issues.map((issue) => issue.path[0])).toEqual(
      expect.arrayContaining(['JWT_SECRET', 'COOKIE_SECRET', 'SUBSCRIPTION_LINK_SECRET']),
    );
  });
});

describe('npm run start:prod sets the same names as the compose file', () => {
  const where = {
    web: 'http://localhost:8080',
    databaseUrl: 'postgres://postgres@127.0.0.1:5432/matchbazaar',
    redisUrl: 'redis://127.0.0.1:6379',
    redisPrefix: 'mb',
    smtpUrl: 'smtp://127.0.0.1:1025',
    mailProbeUrl: 'http://127.0.0.1:8025',
  };
  const env = prodAppEnv({}, where, secretsKeeping({}));

  it('every variable it sets is one the app knows', () => {
    expect(Object.keys(env.bff(3000)).filter((name) => !schemas.bff.has(name))).toEqual([]);
    expect(Object.keys(env.worker).filter((name) => !schemas.worker.has(name))).toEqual([]);
  });

  it("sets each of compose's variables, but those the operator passes in (providers) and the ports", () => {
    // From the operator's environment, as compose takes them from its own `${...}`.
    const passedThrough =
      /^(PAYMENT_PROVIDER_|SMS_PROVIDER_|ALLOW_DEVELOPMENT_PROVIDERS$|VAPID_SUBJECT$)/;
    for (const [service, set] of [
      ['bff', env.bff(3000)],
      ['worker', env.worker],
    ] as const) {
      const missing = Object.keys(environmentOf(service)).filter(
        (name) => !(name in set) && !passedThrough.test(name),
      );
      expect({ service, missing }).toEqual({ service, missing: [] });
    }
  });
});

describe('the nginx configuration start:prod runs is docker/nginx.conf', () => {
  const topology = {
    port: 18080,
    webRoot: '/srv/matchbazaar/web',
    bffPorts: [3000, 3001],
    pagesPort: 5174,
    prefix: '/tmp/matchbazaar-nginx',
  };
  const local = localServerBlocks(dockerConf, topology);

  it('keeps every line but the addresses: the same locations, headers and rules', () => {
    const dockerLines = dockerConf.split('\n');
    const localLines = local.split('\n');
    expect(localLines).toHaveLength(dockerLines.length);
    const changed = dockerLines.flatMap((line, i) => (line === localLines[i] ? [] : [line.trim()]));
    expect(changed.length).toBeGreaterThan(0);
    for (const line of changed) expect(line).toMatch(/^(listen|root|access_log|proxy_pass) /);
    const locations = (conf: string) => conf.match(/^\s*location\s.*$/gm);
    expect(locations(local)).toEqual(locations(dockerConf));
  });

  it('names no compose service or container path, and proxies only to its upstreams', () => {
    for (const service of Object.keys(composeUpstreams)) expect(local).not.toContain(service);
    expect(local).not.toContain('/usr/share/nginx/html');
    expect(local).not.toContain('/var/log/nginx');
    const whole = localNginxConf(dockerConf, topology, { mimeTypes: '/etc/nginx/mime.types' });
    const upstreams = [...whole.matchAll(/upstream (\w+) \{/g)].map((m) => m[1]);
    const targets = [...whole.matchAll(/proxy_pass http:\/\/(\w+)/g)].map((m) => m[1]);
    expect(targets.length).toBeGreaterThan(0);
    for (const target of targets) expect(upstreams).toContain(target);
    // Both BFFs, each marked down after a failure so requests go to the other.
    expect(whole).toContain('server 127.0.0.1:3000 max_fails=1 fail_timeout=10s;');
    expect(whole).toContain('server 127.0.0.1:3001 max_fails=1 fail_timeout=10s;');
    expect(whole).toMatch(/proxy_next_upstream error timeout/);
  });

  it('refuses a docker/nginx.conf that proxies to a service start:prod does not run', () => {
    const changed = dockerConf.replace('http://pages:5174', 'http://search:9200');
    expect(() => localServerBlocks(changed, topology)).toThrow(/"search:9200"/);
  });

  it('is a configuration nginx accepts (when nginx is installed)', () => {
    let nginx: string;
    try {
      nginx = findNginx();
    } catch {
      return; // start:prod says how to install it; the rest of this file still runs
    }
    const prefix = mkdtempSync(path.join(tmpdir(), 'compose-drift-nginx-'));
    try {
      const conf = localNginxConf(
        dockerConf,
        { ...topology, prefix, webRoot: prefix },
        {
          mimeTypes: mimeTypesOf(nginx),
        },
      );
      mkdirSync(path.join(prefix, 'temp'));
      const file = path.join(prefix, 'nginx.conf');
      writeFileSync(file, conf.replace(/^\s*user .*$/m, ''));
      execFileSync(nginx, ['-p', prefix, '-e', 'stderr', '-c', file, '-t', '-q'], {
        stdio: 'pipe',
      });
    } finally {
      rmSync(prefix, { recursive: true, force: true });
    }
  });
});

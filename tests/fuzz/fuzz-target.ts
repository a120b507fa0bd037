// The real BFF on its own database and Redis prefix (as the integration tests start it), listening
// on loopback, live, with a signed-in user and admin whose sessions are renewed before each route
// when the last route ended them (logout, "end other sessions", a refresh replay...), and the site
// set live again when a route closed it, so one route's run never spoils the next one's.
import type { FuzzRoute, OpenApiDocument } from './openapi-routes.js';
import { routesOf } from './openapi-routes.js';
import { credentialsFor, type Session } from './credentials.js';
import { send } from './http-send.js';
import { compareRoutes, RouteRecorderModule } from './route-recorder.js';
import type { Credential } from './requests.js';
import { authCookies } from '@matchbazaar/contracts';
import {
  PASSWORD,
  startAccountsApp,
  type AccountsKit,
  type Answer,
} from '../../apps/bff/src/testing/accounts-test-kit.js';
import { listen, TEST_OPERATOR_TOKEN } from '../../apps/bff/src/testing/test-env.js';

const ADMIN_EMAIL = 'fuzz.admin@example.com';
const ADMIN_PASSWORD = 'Fuzz-Admin-Passphrase-Lighthouse-3';

export interface FuzzTarget {
  base: URL;
  routes: FuzzRoute[];
  /** API routes the server registers but the document lacks (the fuzz cannot see them), and
   * documented routes never seen registered. */
  routeCheck: { undocumented: string[]; unseen: string[] };
  bodyLimit: number;
  /** The credentials for a route's run, with sessions renewed if the last run ended them. */
  credentialsFor(route: FuzzRoute): Promise<Credential[]>;
  /** Puts the site back live if a route closed it; then whether GET /api/health still answers 200. */
  checkUp(budgetMs: number): Promise<string | undefined>;
  close(): Promise<void>;
}

/** The session a sign-in answer starts: its access token and refresh cookie. */
function sessionOf(answer: Answer): Session {
  const data = answer.json().data as { accessToken: string };
  const refresh = answer.cookies.find((c) => c.name === authCookies.refreshToken)?.value;
  return { accessToken: data.accessToken, ...(refresh ? { refreshToken: refresh } : {}) };
}

async function signIn(kit: AccountsKit, path: string, email: string, password: string) {
  const answer = await kit.call('POST', path, { body: { email, password } });
  if (answer.statusCode !== 200)
    throw new Error(
      `fuzz set-up: ${path} answered ${answer.statusCode}: ${JSON.stringify(answer.json())}`,
    );
  return sessionOf(answer);
}

async function live(kit: AccountsKit, session: Session): Promise<boolean> {
  const answer = await kit.call('GET', 'auth/me', { token: session.accessToken });
  return answer.statusCode === 200;
}

export async function startFuzzTarget(): Promise<FuzzTarget> {
  const kit = await startAccountsApp(
    'fuzz',
    {
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
      // The pre-launch gate is configured, as on a real deployment (without a code it answers 503).
      SITE_ACCESS_CODE: 'fuzz-access-code-2718',
      // FUZZ_LOG_LEVEL=error shows the stack of a 5xx the fuzz finds.
      ...(process.env.FUZZ_LOG_LEVEL ? { LOG_LEVEL: process.env.FUZZ_LOG_LEVEL } : {}),
    },
    { imports: [RouteRecorderModule] },
  );
  try {
    const base = new URL(await listen(kit.app));
    const documentAnswer = await fetch(new URL('/api/docs-json', base));
    const routes = routesOf((await documentAnswer.json()) as OpenApiDocument);
    const user = await kit.signedInUser();
    const sessions = {
      user: sessionOf(user.login),
      admin: await signIn(kit, 'auth/admin/login', ADMIN_EMAIL, ADMIN_PASSWORD),
      operatorToken: TEST_OPERATOR_TOKEN,
    };
    const operator = { authorization: `Bearer ${TEST_OPERATOR_TOKEN}` };

    return {
      base,
      routes,
      routeCheck: compareRoutes(routes.map((r) => r.id)),
      bodyLimit: kit.config.BODY_LIMIT_BYTES,
      async credentialsFor(route) {
        if (!(await live(kit, sessions.user)))
          sessions.user = await signIn(kit, 'auth/login', user.email, PASSWORD);
        if (!(await live(kit, sessions.admin)))
          sessions.admin = await signIn(kit, 'auth/admin/login', ADMIN_EMAIL, ADMIN_PASSWORD);
        return credentialsFor(route.auth, sessions, kit.config.JWT_SECRET);
      },
      async checkUp(budgetMs) {
        const site = await kit.app.inject({
          method: 'GET',
          url: '/api/admin/site',
          headers: operator,
        });
        if (site.json<{ mode?: string }>().mode !== 'live')
          await kit.app.inject({
            method: 'PUT',
            url: '/api/admin/site/mode',
            headers: { ...operator, 'content-type': 'application/json' },
            payload: JSON.stringify({ mode: 'live' }),
          });
        const health = await send(
          base,
          { method: 'GET', target: '/api/health', headers: {}, labels: [], valid: true },
          budgetMs,
        );
        if (health.status !== 200)
          return `GET /api/health answered ${health.status || health.error} after the route's run`;
        return undefined;
      },
      close: kit.close,
    };
  } catch (error) {
    await kit.close();
    throw error;
  }
}

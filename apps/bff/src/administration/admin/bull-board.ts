import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { FastifyAdapter as BullBoardFastifyAdapter } from '@bull-board/fastify';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyInstance } from 'fastify';
import type { BffConfig } from '../../platform/config/bff-config.js';
import { AccessIdentity } from '../../identity/auth/jwt-auth.guard.js';
import { QueueRegistry } from '../../platform/queues/queue-registry.js';
import { isOperator, operatorRefusal } from './operator-basic-auth.js';
import { hasQueueBoardPass } from './queue-board-pass.js';

export const BULL_BOARD_PATH = '/admin/queues';

/**
 * The board's page asks Google for its fonts. The content security policy refuses them (and a
 * closed network never answers), so the browser logged an error on every visit: the page goes
 * out without that link and uses the system fonts its styles fall back to.
 */
const webFontLink = /<link[^>]*fonts\.googleapis\.com[^>]*>\s*/g;

/**
 * Bull Board at /admin/queues, outside the /api prefix, for admins: a signed-in admin's pass
 * (see queue-board-pass.ts, got from the admin dashboard), or HTTP basic auth as user "operator"
 * with OPERATOR_TOKEN for scripts and operators (a browser without a pass is asked for those).
 */
export async function registerBullBoard(
  app: NestFastifyApplication,
  config: Pick<BffConfig, 'OPERATOR_TOKEN'>,
): Promise<boolean> {
  const token = config.OPERATOR_TOKEN;
  const passCheck = app.get(AccessIdentity);
  const serverAdapter = new BullBoardFastifyAdapter();
  serverAdapter.setBasePath(BULL_BOARD_PATH);
  createBullBoard({
    queues: app
      .get(QueueRegistry)
      .all()
      .map((queue) => new BullMQAdapter(queue)),
    serverAdapter,
    options: { uiConfig: { boardTitle: 'MatchBazaar queues' } },
  });
  // An encapsulated scope: the auth hook covers the board's routes and nothing else.
  await app.register(async (scope: FastifyInstance) => {
    scope.addHook('onRequest', async (request, reply) => {
      if (token && isOperator(request.headers.authorization, token)) return;
      if (await hasQueueBoardPass(request, passCheck)) return;
      await operatorRefusal(reply, { challenge: Boolean(token) });
    });
    scope.addHook('onSend', async (_request, reply, payload) =>
      typeof payload === 'string' && String(reply.getHeader('content-type')).startsWith('text/html')
        ? payload.replace(webFontLink, '')
        : payload,
    );
    await scope.register(serverAdapter.registerPlugin(), { prefix: BULL_BOARD_PATH });
  });
  return true;
}

import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { FastifyAdapter as BullBoardFastifyAdapter } from '@bull-board/fastify';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyInstance } from 'fastify';
import type { BffConfig } from '../config/bff-config.js';
import { QueueRegistry } from '../queues/queue-registry.js';
import { operatorBasicAuth } from './operator-basic-auth.js';

export const BULL_BOARD_PATH = '/admin/queues';

/**
 * Bull Board at /admin/queues, outside the /api prefix. Until accounts exist it is guarded by HTTP
 * basic auth (user "operator", password OPERATOR_TOKEN); without OPERATOR_TOKEN it is not mounted
 * at all (404). The accounts issue replaces this with the admin role.
 */
export async function registerBullBoard(
  app: NestFastifyApplication,
  config: Pick<BffConfig, 'OPERATOR_TOKEN'>,
): Promise<boolean> {
  const token = config.OPERATOR_TOKEN;
  if (!token) return false;
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
    scope.addHook('onRequest', operatorBasicAuth(token));
    await scope.register(serverAdapter.registerPlugin(), { prefix: BULL_BOARD_PATH });
  });
  return true;
}

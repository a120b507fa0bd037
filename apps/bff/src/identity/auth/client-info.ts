import type { FastifyRequest } from 'fastify';
import { deviceSummary } from './device.js';
import type { ClientInfo } from './sessions.service.js';

/** Who is asking: the device summary for the sessions list and the address for throttles. */
export function clientInfo(request: FastifyRequest): ClientInfo {
  const agent = request.headers['user-agent'];
  return {
    device: deviceSummary(typeof agent === 'string' ? agent : undefined),
    ip: request.ip ?? null,
  };
}

import { realtimeNamespace, serverEvents } from '@matchbazaar/contracts';
import { io, type Socket } from 'socket.io-client';

/**
 * A browser's socket on /realtime at `base`, signed in with `token`: resolves once the server
 * said ready. It joins `opened`, for the spec to disconnect when it ends.
 */
export async function connectedSocket(base: string, token: string, opened: Socket[]) {
  const socket = io(`${base}${realtimeNamespace}`, {
    transports: ['websocket'],
    reconnection: false,
    auth: { token },
  });
  opened.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once(serverEvents.ready, () => resolve());
    socket.once('connect_error', reject);
  });
  return socket;
}

/** Resolves with the reason once the socket is disconnected. */
export const disconnected = (socket: Socket) =>
  new Promise<string>((resolve) => socket.once('disconnect', (reason) => resolve(reason)));

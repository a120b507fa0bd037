import { Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import {
  WebSocketGateway,
  WebSocketServer,
  type OnGatewayConnection,
  type OnGatewayDisconnect,
  type OnGatewayInit,
} from '@nestjs/websockets';
import {
  messages,
  realtimeNamespace,
  serverEvents,
  sessionRoom,
  userRoom,
  type ClientToServerEvents,
  type ServerToClientEvents,
} from '@matchbazaar/contracts';
import type { Namespace, Socket } from 'socket.io';
import type { AccessTokenIdentity } from '../request-auth/access-token.service.js';
import { SessionEndings } from '../request-auth/session-endings.js';
import { PeriodicTask } from '../common/periodic-task.js';
import { Presence, PRESENCE_BEAT_MS } from './presence.js';
import { LiveSockets } from './live-sockets.js';
import { limitClientEvents } from './socket-limits.js';
import { SocketIdentities } from './socket-identities.js';
import { socketToken } from './socket-token.js';

export interface RealtimeSocketData {
  identity: AccessTokenIdentity;
}

/** What clients may emit (the typing signal, handled by ConversationsGateway). */
export type RealtimeNamespace = Namespace<
  ClientToServerEvents,
  ServerToClientEvents,
  Record<string, never>,
  RealtimeSocketData
>;
export type RealtimeSocket = Socket<
  ClientToServerEvents,
  ServerToClientEvents,
  Record<string, never>,
  RealtimeSocketData
>;

/**
 * `/realtime`: only signed-in users connect (JWT and live session checked in a namespace middleware, so a refused
 * client gets `connect_error`); each joins its own room `user:<id>` and its session's room, so a
 * session that ends closes its sockets at once, on whichever BFF process they are connected. Every
 * client event a socket sends is rate-limited (socket-limits.ts).
 */
@WebSocketGateway({ namespace: realtimeNamespace })
export class RealtimeGateway
  implements
    OnGatewayInit<RealtimeNamespace>,
    OnGatewayConnection<RealtimeSocket>,
    OnGatewayDisconnect<RealtimeSocket>,
    OnModuleInit,
    OnModuleDestroy
{
  private readonly logger = new Logger(RealtimeGateway.name);
  private stopListening?: () => void;
  /** Keeps the users connected here marked present (docs/product/live-marketplace.md). */
  private readonly presenceBeat = new PeriodicTask(
    'Marking connected users present',
    PRESENCE_BEAT_MS,
    () =>
      Promise.all([
        this.presence.mark(this.connectedUsers()),
        this.liveSockets.renew(this.localSockets()),
      ]),
    this.logger,
  );

  @WebSocketServer()
  namespace!: RealtimeNamespace;

  constructor(
    private readonly identities: SocketIdentities,
    private readonly endings: SessionEndings,
    private readonly presence: Presence,
    private readonly liveSockets: LiveSockets,
  ) {}

  onModuleInit(): void {
    this.stopListening = this.endings.listen((sessionIds) => {
      // Through the Redis adapter this reaches the sockets on every BFF process.
      this.namespace.in(sessionIds.map(sessionRoom)).disconnectSockets(true);
    });
    this.presenceBeat.start();
  }

  onModuleDestroy(): void {
    this.stopListening?.();
    this.presenceBeat.stop();
  }

  afterInit(namespace: RealtimeNamespace): void {
    namespace.use((socket, next) => {
      const token = socketToken(socket);
      if (!token) {
        next(refusal());
        return;
      }
      // A valid token of a session that has not ended (SocketIdentities).
      this.identities.of(token).then(
        (identity) => {
          if (!identity) return next(refusal());
          socket.data.identity = identity;
          next();
        },
        () => next(refusal()),
      );
    });
  }

  async handleConnection(socket: RealtimeSocket): Promise<void> {
    const { userId, sessionId } = socket.data.identity;
    // Before anything awaits: no client event reaches a handler past the socket's limit.
    limitClientEvents(socket, (dropped) =>
      this.logger.warn(
        `Socket ${socket.id} of user ${userId} cut off: ${dropped} events over its limit`,
      ),
    );
    const rooms = [userRoom(userId)];
    await socket.join(sessionId ? [...rooms, sessionRoom(sessionId)] : rooms);
    socket.emit(serverEvents.ready, { userId, rooms });
    this.markPresent(userId);
    this.liveSockets.renew([{ socketId: socket.id, userId }]).catch(() => undefined);
    this.logger.debug(`Socket ${socket.id} of user ${userId} connected`);
  }

  handleDisconnect(socket: RealtimeSocket): void {
    // Leaving is the last moment the user was present.
    const userId = (socket.data as Partial<RealtimeSocketData>).identity?.userId;
    if (!userId) return;
    this.markPresent(userId);
    this.liveSockets.closed(socket.id, userId).catch(() => undefined);
  }

  /** The sockets on this process, with their users. */
  private localSockets(): { socketId: string; userId: string }[] {
    return [...this.namespace.sockets.values()].map((s) => ({
      socketId: s.id,
      userId: s.data.identity.userId,
    }));
  }

  /** The users with a socket on this process. */
  private connectedUsers(): string[] {
    return [...new Set([...this.namespace.sockets.values()].map((s) => s.data.identity.userId))];
  }

  /** Presence only decides whether to mail: Redis being away must not break a connection. */
  private markPresent(userId: string): void {
    this.presence.mark([userId]).catch(() => undefined);
  }
}

/** The error a refused client sees in `connect_error`: the API's 401 text and body. */
function refusal(): Error & { data: unknown } {
  const error = new Error(messages.api.unauthorized) as Error & { data: unknown };
  error.data = { success: false, message: messages.api.unauthorized, errors: [] };
  return error;
}

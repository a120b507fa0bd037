import { Logger } from '@nestjs/common';
import {
  ConnectedSocket,
  MessageBody,
  SubscribeMessage,
  WebSocketGateway,
} from '@nestjs/websockets';
import {
  clientEvents,
  conversationIdSchema,
  realtimeNamespace,
  serverEvents,
  socketLimits,
  typingThrottleMs,
} from '@matchbazaar/contracts';
import type { RealtimeSocket } from '../../platform/realtime/realtime.gateway.js';
import { RealtimeService } from '../../platform/realtime/realtime.service.js';
import { RecentMap, TokenBucket } from '../../platform/realtime/socket-limits.js';
import { ConversationsService } from './conversations.service.js';

/** What one socket remembers of its typing signals: a few conversations, and its lookups. */
interface SocketTyping {
  /** Conversation id -> when its last signal was relayed (0: looked up, never relayed). */
  recent: RecentMap<string, number>;
  lookups: TokenBucket;
}

/**
 * The client's typing signal on `/realtime` (the RealtimeGateway authenticates the sockets and
 * limits every client event): relayed to the other participant's room, at most once per
 * conversation per 2 s per socket, never stored. Strangers' and blocked users' signals go nowhere.
 * A socket remembers the few conversations it signalled lately; an id it has not named lately
 * costs a lookup from a small bucket, so random ids are refused without a database read each
 * (docs/product/live-marketplace.md, "Limits on sockets").
 */
@WebSocketGateway({ namespace: realtimeNamespace })
export class ConversationsGateway {
  private readonly logger = new Logger(ConversationsGateway.name);
  private readonly perSocket = new WeakMap<object, SocketTyping>();

  constructor(
    private readonly conversations: ConversationsService,
    private readonly realtime: RealtimeService,
  ) {}

  @SubscribeMessage(clientEvents.conversationTyping)
  async typing(
    @ConnectedSocket() socket: RealtimeSocket,
    @MessageBody() payload: unknown,
  ): Promise<void> {
    const userId = socket.data.identity?.userId;
    const parsed = conversationIdSchema.safeParse(
      typeof payload === 'object' && payload !== null
        ? (payload as { conversationId?: unknown }).conversationId
        : undefined,
    );
    if (!userId || !parsed.success) return;
    const conversationId = parsed.data;
    const state = this.stateOf(socket);
    const now = Date.now();
    const relayedAt = state.recent.get(conversationId);
    if (relayedAt !== undefined && now - relayedAt < typingThrottleMs) return;
    if (relayedAt === undefined && !state.lookups.take(now)) return;
    state.recent.set(conversationId, now);
    try {
      const to = await this.conversations.typingTarget(userId, conversationId);
      if (to) this.realtime.toUser(to, serverEvents.conversationTyping, { conversationId, userId });
    } catch (error) {
      // Ephemeral: a lost typing signal is of no consequence.
      this.logger.debug(`Typing signal dropped: ${String(error)}`);
    }
  }

  private stateOf(socket: RealtimeSocket): SocketTyping {
    let state = this.perSocket.get(socket);
    if (!state) {
      state = {
        recent: new RecentMap(socketLimits.conversationsRemembered),
        lookups: new TokenBucket(socketLimits.lookupBurst, socketLimits.lookupsPerMinute / 60_000),
      };
      this.perSocket.set(socket, state);
    }
    return state;
  }
}

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
  typingThrottleMs,
} from '@matchbazaar/contracts';
import type { RealtimeSocket } from '../realtime/realtime.gateway.js';
import { RealtimeService } from '../realtime/realtime.service.js';
import { ConversationsService } from './conversations.service.js';

/**
 * The client's typing signal on `/realtime` (the RealtimeGateway authenticates the sockets):
 * relayed to the other participant's room, at most once per conversation per 2 s per socket,
 * never stored. Strangers' and blocked users' signals go nowhere.
 */
@WebSocketGateway({ namespace: realtimeNamespace })
export class ConversationsGateway {
  private readonly logger = new Logger(ConversationsGateway.name);
  /** Per socket: conversation id -> when its last signal was relayed. */
  private readonly lastRelayed = new WeakMap<object, Map<string, number>>();

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
    const relayed = this.lastRelayed.get(socket) ?? new Map<string, number>();
    this.lastRelayed.set(socket, relayed);
    const now = Date.now();
    if (now - (relayed.get(conversationId) ?? 0) < typingThrottleMs) return;
    relayed.set(conversationId, now);
    try {
      const to = await this.conversations.typingTarget(userId, conversationId);
      if (to) this.realtime.toUser(to, serverEvents.conversationTyping, { conversationId, userId });
    } catch (error) {
      // Ephemeral: a lost typing signal is of no consequence.
      this.logger.debug(`Typing signal dropped: ${String(error)}`);
    }
  }
}

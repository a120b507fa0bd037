import { Injectable } from '@nestjs/common';
import { userRoom, type ServerToClientEvents } from '@matchbazaar/contracts';
import { inSpanSync } from '@matchbazaar/tracing';
import { BffMetrics } from '../metrics/bff-metrics.js';
import { RealtimeGateway } from './realtime.gateway.js';

/** How services push to a user's open sockets, on whichever BFF process they are connected. */
@Injectable()
export class RealtimeService {
  constructor(
    private readonly gateway: RealtimeGateway,
    private readonly metrics: BffMetrics,
  ) {
    // The namespace exists once the socket server is attached, after the app's init.
    metrics.countSocketsWith(
      () => (gateway.namespace as RealtimeGateway['namespace'] | undefined)?.sockets.size ?? 0,
    );
  }

  toUser<E extends keyof ServerToClientEvents>(
    userId: string,
    event: E,
    ...payload: Parameters<ServerToClientEvents[E]>
  ): void {
    // Inside a trace (tracing on), the emit is a span of its own: the Redis adapter's publish.
    inSpanSync(
      `realtime emit ${event}`,
      { 'matchbazaar.realtime.event': event, 'matchbazaar.realtime.users': 1 },
      () => this.gateway.namespace.to(userRoom(userId)).emit(event, ...payload),
    );
    this.metrics.pushSent('socket');
  }

  /** The same event to several users at once: one message between the BFF processes, not one each. */
  toUsers<E extends keyof ServerToClientEvents>(
    userIds: readonly string[],
    event: E,
    ...payload: Parameters<ServerToClientEvents[E]>
  ): void {
    inSpanSync(
      `realtime emit ${event}`,
      { 'matchbazaar.realtime.event': event, 'matchbazaar.realtime.users': userIds.length },
      () => this.gateway.namespace.to(userIds.map(userRoom)).emit(event, ...payload),
    );
    this.metrics.pushSent('socket', 'sent', userIds.length);
  }

  /**
   * Closes every socket of the user on every BFF process (a suspension): the sessions' own rooms
   * close as they end, this also reaches a socket that connected a moment before.
   */
  disconnectUser(userId: string): void {
    this.gateway.namespace.in(userRoom(userId)).disconnectSockets(true);
  }
}

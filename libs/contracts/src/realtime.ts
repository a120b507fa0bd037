import type {
  ConversationTypingRequest,
  RealtimeConversationMessage,
  RealtimeConversationRead,
  RealtimeConversationTyping,
} from './live/conversations.js';
import type { AppNotification, NotificationCounts } from './live/notifications.js';
import type { Proposal } from './live/proposals.js';
import type { Order } from './orders/order.js';

/**
 * Socket.IO: one namespace, one room per user. A `notification` event is a stored notification;
 * the others carry an order, a proposal or a message as stored after a change (or, for reviews,
 * only which order), so an open page follows it; they are not notifications themselves.
 */
export const realtimeNamespace = '/realtime';

/** The Redis key the Socket.IO adapter (BFF) and emitter (worker) share under REDIS_PREFIX. */
export function socketIoRedisKey(redisPrefix: string): string {
  return `${redisPrefix}:socket.io`;
}

export function userRoom(userId: string | number): string {
  return `user:${userId}`;
}

/**
 * A user's open sockets right now, on every BFF (a Redis sorted set: socket id -> when its entry
 * expires, in ms). The gateway adds a socket as it connects, renews it while it stays and removes
 * it as it leaves; a BFF that dies leaves entries that simply expire. The push worker sends no
 * Web Push while one is live: the open tab shows the notification (docs/decisions/0040-web-push.md).
 */
export function liveSocketsKey(redisPrefix: string, userId: string): string {
  return `${redisPrefix}:live-sockets:${userId}`;
}

/** Every socket of one session (a refresh-token family), so ending the session can close them. */
export function sessionRoom(sessionId: string): string {
  return `session:${sessionId}`;
}

/** The pushed form of a stored notification is the stored one itself. */
export type RealtimeNotification = AppNotification;

/** server -> client event names and payloads. */
export const serverEvents = {
  notification: 'notification',
  ready: 'realtime.ready',
  /** The unread and unseen counts after a read elsewhere (another tab or device). */
  notificationCounts: 'notification.counts',
  /** A proposal as stored after a step, to its buyer and its seller. */
  proposalChanged: 'proposal.changed',
  /** An order as stored after a step, to its buyer and its seller (each with their own actions). */
  orderChanged: 'order.changed',
  /**
   * An order's reviews changed (one was written or replied to): to both parties, who read them
   * again, each as they may see them (a blind review's text never travels in a push).
   */
  orderReviewsChanged: 'order.reviews.changed',
  /** A stored message, pushed to both participants' rooms (every tab and device). */
  conversationMessage: 'conversation.message',
  /** A participant read everything up to a seq (read receipts). */
  conversationRead: 'conversation.read',
  /** The other participant is typing (ephemeral: never stored, may be lost). */
  conversationTyping: 'conversation.typing',
} as const;

export interface ServerToClientEvents {
  [serverEvents.notification]: (payload: RealtimeNotification) => void;
  [serverEvents.ready]: (payload: { userId: string; rooms: string[] }) => void;
  [serverEvents.notificationCounts]: (payload: NotificationCounts) => void;
  [serverEvents.proposalChanged]: (payload: Proposal) => void;
  [serverEvents.orderChanged]: (payload: Order) => void;
  [serverEvents.orderReviewsChanged]: (payload: { orderId: string }) => void;
  [serverEvents.conversationMessage]: (payload: RealtimeConversationMessage) => void;
  [serverEvents.conversationRead]: (payload: RealtimeConversationRead) => void;
  [serverEvents.conversationTyping]: (payload: RealtimeConversationTyping) => void;
}

/** client -> server event names and payloads. */
export const clientEvents = {
  /** "I am typing in this conversation": relayed to the other participant, throttled. */
  conversationTyping: 'conversation.typing',
} as const;

export interface ClientToServerEvents {
  [clientEvents.conversationTyping]: (payload: ConversationTypingRequest) => void;
}

/**
 * What one socket may send (docs/product/live-marketplace.md, "Limits on sockets"). Every client
 * event, whatever its name, takes a token from the socket's bucket (`burst`, refilled at
 * `perSecond`); one without a token is dropped, and a socket that had `dropsBeforeDisconnect`
 * events dropped is disconnected. A typing signal for a conversation the socket has not named
 * lately costs a lookup, and lookups have their own, smaller bucket; the socket remembers at most
 * `conversationsRemembered` conversations.
 */
export const socketLimits = {
  burst: 20,
  perSecond: 5,
  dropsBeforeDisconnect: 50,
  lookupBurst: 5,
  lookupsPerMinute: 6,
  conversationsRemembered: 32,
} as const;

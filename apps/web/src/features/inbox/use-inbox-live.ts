import {
  clientEvents,
  serverEvents,
  type RealtimeConversationMessage,
  type RealtimeConversationRead,
  type RealtimeConversationTyping,
} from '@matchbazaar/contracts';
import { useEffect, useRef } from 'react';
import { realtimeHub } from '../../lib/realtime/realtime-hub';
import { useRealtimeConnected, useRealtimeEvent } from '../../lib/realtime/use-realtime';

/**
 * The inbox on the app's one live connection (lib/realtime): conversation pushes, read
 * receipts and typing, and every connection made — the moment to catch up on what came while
 * there was none (the connection closes with the network and opens again with it).
 */
export interface InboxLive {
  onMessage: (payload: RealtimeConversationMessage) => void;
  onRead: (payload: RealtimeConversationRead) => void;
  onTyping: (payload: RealtimeConversationTyping) => void;
  /** Each connection, the first one too. */
  onConnected: () => void;
  /** The network is back (the outgoing queues try at once). */
  onOnline: () => void;
}

export function useInboxLive(handlers: InboxLive): { typing: (conversationId: string) => void } {
  useRealtimeEvent(serverEvents.conversationMessage, (payload) => handlers.onMessage(payload));
  useRealtimeEvent(serverEvents.conversationRead, (payload) => handlers.onRead(payload));
  useRealtimeEvent(serverEvents.conversationTyping, (payload) => handlers.onTyping(payload));
  useRealtimeConnected(() => handlers.onConnected());
  const online = useRef(handlers.onOnline);
  useEffect(() => {
    online.current = handlers.onOnline;
  });
  useEffect(() => {
    const listener = () => online.current();
    window.addEventListener('online', listener);
    return () => window.removeEventListener('online', listener);
  }, []);
  return {
    typing: (conversationId) =>
      void realtimeHub.emit(clientEvents.conversationTyping, { conversationId }),
  };
}

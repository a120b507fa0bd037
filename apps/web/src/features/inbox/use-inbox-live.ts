import {
  clientEvents,
  realtimeNamespace,
  serverEvents,
  storageKeys,
  type ClientToServerEvents,
  type ServerToClientEvents,
} from '@matchbazaar/contracts';
import { useEffect, useRef } from 'react';
import { io, type Socket } from 'socket.io-client';
import { readLocal } from '../../components/local-storage';

/**
 * The inbox's live line (docs/decisions/0007-realtime.md): conversation pushes, read receipts and
 * typing, and every connection made (the moment to catch up on what came while there was none).
 * It goes down with the browser's network and up again with it, so an offline spell always ends
 * in a catch-up. Its own socket, in the inbox's chunk: when the app's shared live connection
 * (components/realtime) lands, these handlers move onto its subscriptions.
 */

export interface InboxLiveHandlers {
  message: Parameters<ServerToClientEvents[typeof serverEvents.conversationMessage]>[0];
  read: Parameters<ServerToClientEvents[typeof serverEvents.conversationRead]>[0];
  typing: Parameters<ServerToClientEvents[typeof serverEvents.conversationTyping]>[0];
}

export interface InboxLive {
  onMessage?: (payload: InboxLiveHandlers['message']) => void;
  onRead?: (payload: InboxLiveHandlers['read']) => void;
  onTyping?: (payload: InboxLiveHandlers['typing']) => void;
  /** Each connection, the first one too. */
  onConnected?: () => void;
  /** The network is back (the outgoing queue tries at once). */
  onOnline?: () => void;
}

const firstRetryMs = 2_000;
const lastRetryMs = 30_000;

/** Subscribes while mounted; answers the typing signal's sender. */
export function useInboxLive(handlers: InboxLive): { typing: (conversationId: string) => void } {
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });
  const socketRef = useRef<Socket<ServerToClientEvents, ClientToServerEvents> | null>(null);

  useEffect(() => {
    let retryMs = firstRetryMs;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const socket: Socket<ServerToClientEvents, ClientToServerEvents> = io(realtimeNamespace, {
      auth: (send) => send({ token: readLocal(storageKeys.authToken) ?? '' }),
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
    });
    socketRef.current = socket;
    const again = () => {
      clearTimeout(timer);
      if (!navigator.onLine) return;
      timer = setTimeout(() => socket.connect(), retryMs);
      retryMs = Math.min(retryMs * 2, lastRetryMs);
    };
    socket.on('connect', () => {
      retryMs = firstRetryMs;
      latest.current.onConnected?.();
    });
    socket.on('connect_error', again);
    socket.on('disconnect', (reason) => {
      if (reason !== 'io client disconnect') again();
    });
    socket.on(serverEvents.conversationMessage, (payload) => latest.current.onMessage?.(payload));
    socket.on(serverEvents.conversationRead, (payload) => latest.current.onRead?.(payload));
    socket.on(serverEvents.conversationTyping, (payload) => latest.current.onTyping?.(payload));
    const offline = () => {
      clearTimeout(timer);
      socket.disconnect();
    };
    const online = () => {
      retryMs = firstRetryMs;
      if (!socket.connected) socket.connect();
      latest.current.onOnline?.();
    };
    window.addEventListener('offline', offline);
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('offline', offline);
      window.removeEventListener('online', online);
      clearTimeout(timer);
      socketRef.current = null;
      socket.disconnect();
    };
  }, []);

  return {
    typing: (conversationId: string) =>
      void socketRef.current?.emit(clientEvents.conversationTyping, { conversationId }),
  };
}

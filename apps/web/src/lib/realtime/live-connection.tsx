import { realtimeNamespace, storageKeys } from '@matchbazaar/contracts';
import { liveConnectionMachine, liveStatusOf } from '@matchbazaar/machines';
import { useEffect, useRef } from 'react';
import { io, type Socket } from 'socket.io-client';
import { createActor } from 'xstate';
import { inspect } from '../inspector';
import { readLocal } from '../local-storage';
import { useSession } from '../session/use-session';
import { realtimeHub } from './realtime-hub';

/**
 * The app's one socket (docs/product/live-marketplace.md), mounted with the notification bell
 * while signed in, in a lazy chunk with Socket.IO and the connection machine: the session's token
 * (read from storage, where the session keeps it) opens it and re-authenticates it when it
 * changes; unmounting (signing out) closes it. What the machine decides the socket does here;
 * what the server pushes and every connection made go out through the hub.
 */
export function LiveConnection() {
  const { user, validate } = useSession();
  const validateRef = useRef(validate);
  useEffect(() => {
    validateRef.current = validate;
  });

  const actorRef = useRef<ReturnType<typeof startConnection> | null>(null);

  useEffect(() => {
    const offline = () => actor.send({ type: 'network.offline' });
    const online = () => actor.send({ type: 'network.online' });
    const actor = startConnection(storedToken(), () => validateRef.current());
    actorRef.current = actor;
    window.addEventListener('offline', offline);
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('offline', offline);
      window.removeEventListener('online', online);
      actorRef.current = null;
      actor.send({ type: 'session.signedOut' });
      actor.stop();
      realtimeHub.setStatus('closed');
    };
  }, []);

  // Every sign-in and refresh replaces the session's user (and stores the token first): a new
  // token re-authenticates the socket; the same one again changes nothing.
  useEffect(() => {
    const token = storedToken();
    if (user && token) actorRef.current?.send({ type: 'session.token', token });
  }, [user]);

  return null;
}

const storedToken = () => readLocal(storageKeys.authToken);

/** The connection machine with a real socket, publishing its status to the hub. */
function startConnection(token: string | null, validate: () => void) {
  let socket: Socket | null = null;
  const close = () => {
    realtimeHub.setSender(null);
    socket?.removeAllListeners();
    socket?.disconnect();
    socket = null;
  };
  const actor = createActor(
    liveConnectionMachine.provide({
      actions: {
        openSocket: () => {
          close();
          const next = io(realtimeNamespace, {
            // The stored token is the freshest: the api client may have refreshed it a moment ago.
            auth: (send) => send({ token: storedToken() ?? '' }),
            transports: ['websocket'],
            reconnection: false,
            forceNew: true,
          });
          socket = next;
          realtimeHub.setSender((event, payload) => next.emit(event, payload));
          next.on('connect', () => actor.send({ type: 'socket.connected' }));
          next.on('connect_error', () => actor.send({ type: 'socket.refused' }));
          next.on('disconnect', (reason) => {
            // Closed by us needs nothing; anything else may mean the session ended.
            if (reason !== 'io client disconnect') actor.send({ type: 'socket.closed' });
          });
          next.onAny((event: string, payload: unknown) => realtimeHub.publish(event, payload));
        },
        closeSocket: close,
        validateSession: validate,
        announceConnected: () => realtimeHub.connected(),
      },
    }),
    { input: { token }, inspect },
  );
  actor.subscribe((snapshot) => realtimeHub.setStatus(liveStatusOf(snapshot)));
  actor.start();
  return actor;
}

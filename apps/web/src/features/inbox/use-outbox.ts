import { isApiRequestError } from '@matchbazaar/api-client';
import type { MessageAttachment } from '@matchbazaar/contracts';
import { outboxMachine, type OutgoingMessage } from '@matchbazaar/machines';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { createActor, fromPromise, type Actor } from 'xstate';
import { inspect } from '../../lib/inspector';
import { sendMessage } from './api/inbox-api';
import { addMessage } from './thread-cache';

/** What the writer sent: the body the server gets, and the attachments to show meanwhile. */
export interface OutgoingBody {
  text?: string;
  attachments: MessageAttachment[];
}

export type Outgoing = OutgoingMessage<OutgoingBody>;

type OutboxActor = Actor<typeof outboxMachine>;

/**
 * One outgoing queue per conversation, kept while the app runs (switching threads does not stop
 * a send); each stored message goes into its thread's cache at once.
 */
const outboxes = new Map<string, OutboxActor>();

/** A refusal the same request would meet again: not worth a retry (408 and 429 are). */
const refused = (error: unknown) =>
  isApiRequestError(error) &&
  error.status !== undefined &&
  error.status >= 400 &&
  error.status < 500 &&
  error.status !== 408 &&
  error.status !== 429;

function outboxFor(queryClient: QueryClient, userId: string, conversationId: string) {
  const key = `${userId}:${conversationId}`;
  let actor = outboxes.get(key);
  if (actor) return actor;
  actor = createActor(
    outboxMachine.provide({
      actors: {
        send: fromPromise(async ({ input }: { input: OutgoingMessage }) => {
          const body = input.body as OutgoingBody;
          try {
            const answer = await sendMessage(conversationId, input.id, {
              ...(body.text !== undefined && { text: body.text }),
              ...(body.attachments.length > 0 && {
                attachmentIds: body.attachments.map((a) => a.id),
              }),
            });
            addMessage(queryClient, userId, answer.data.message);
            return { ok: true as const };
          } catch (error) {
            if (refused(error)) return { ok: false as const, message: (error as Error).message };
            throw error;
          }
        }),
      },
    }),
    { inspect },
  );
  actor.start();
  outboxes.set(key, actor);
  return actor;
}

const none: Outgoing[] = [];

/** The conversation's queue: what is still on its way, and the writer's controls. */
export function useOutbox(userId: string, conversationId: string) {
  const queryClient = useQueryClient();
  const actor = outboxFor(queryClient, userId, conversationId);
  const queue = useSyncExternalStore(
    (change) => {
      const subscription = actor.subscribe(change);
      return () => subscription.unsubscribe();
    },
    () => (actor.getSnapshot().context.queue as Outgoing[]) ?? none,
  );
  return {
    queue,
    send: (id: string, body: OutgoingBody) => actor.send({ type: 'enqueue', id, body }),
    retry: (id: string) => actor.send({ type: 'retry', id }),
    discard: (id: string) => actor.send({ type: 'discard', id }),
  };
}

/** The network is back: every queue waiting for a retry tries at once. */
export function retryAllNow(): void {
  for (const actor of outboxes.values()) actor.send({ type: 'network.online' });
}

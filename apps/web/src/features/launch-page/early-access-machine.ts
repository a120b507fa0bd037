import type { SubscriptionRequest } from '@matchbazaar/contracts';
import { signupMachine, type SubscribeAnswer } from '@matchbazaar/machines';
import { fromPromise } from 'xstate';
import { postSubscription } from './launch-api';

/** The sign-up machine with this app's effects: the real request and a console warning. */
export const earlyAccessMachine = signupMachine.provide({
  actors: {
    subscribe: fromPromise<SubscribeAnswer, SubscriptionRequest>(({ input, signal }) =>
      postSubscription(input, signal),
    ),
  },
  actions: {
    // A warning, not an error: the page shows the visitor what went wrong and how to go on.
    logError: (_, { error }) => console.warn('Early-access sign-up failed', error),
  },
});

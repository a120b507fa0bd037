import type { SubscriptionRequest } from '@matchbazaar/contracts';
import { signupMachine, type SubscribeAnswer } from '@matchbazaar/machines';
import { fromPromise } from 'xstate';
import { postSubscription } from './launch-api';

/** The sign-up machine with this app's effects: the real request and a console log. */
export const earlyAccessMachine = signupMachine.provide({
  actors: {
    subscribe: fromPromise<SubscribeAnswer, SubscriptionRequest>(({ input, signal }) =>
      postSubscription(input, signal),
    ),
  },
  actions: {
    logError: (_, { error }) => console.error('Early-access sign-up failed', error),
  },
});

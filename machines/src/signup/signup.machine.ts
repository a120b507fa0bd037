import { assign, fromPromise, setup } from 'xstate';
import {
  type ContactType,
  digitsOnly,
  formatPhoneInput,
  limits,
  subscriptionEmailError,
  subscriptionMessages,
  subscriptionPhoneError,
  type SubscriptionRequest,
} from '@matchbazaar/contracts';

/**
 * The launch page's early-access sign-up (docs/product/launch-page.md). The request is an
 * app-supplied actor (POST /api/subscribers) answering whether the response was ok and its message.
 */

export interface SubscribeAnswer {
  ok: boolean;
  message?: string;
}

export interface SignupContext {
  mode: ContactType;
  email: string;
  /** As shown: formatted while typing; sent digits only. */
  phone: string;
  error: string | null;
  successMessage: string | null;
}

export type SignupEvent =
  | { type: 'mode.toggle' }
  | { type: 'email.change'; value: string }
  | { type: 'phone.change'; value: string }
  | { type: 'form.submit' }
  | { type: 'form.reset' };

function requestOf(context: SignupContext): SubscriptionRequest {
  const source = limits.subscriptionSource;
  return context.mode === 'email'
    ? { contactType: 'email', email: context.email.trim(), source }
    : { contactType: 'phone', phone: digitsOnly(context.phone), source };
}

function inputError(context: SignupContext): string | null {
  return context.mode === 'email'
    ? subscriptionEmailError(context.email.trim())
    : subscriptionPhoneError(context.phone);
}

export const signupMachine = setup({
  types: { context: {} as SignupContext, events: {} as SignupEvent },
  actors: {
    /** Supplied by the app: POST /api/subscribers. */
    subscribe: fromPromise<SubscribeAnswer, SubscriptionRequest>(() =>
      Promise.reject(new Error('subscribe is supplied by the app')),
    ),
  },
  actions: {
    /** A failure other than a non-ok response is also logged. */
    logError: (_, _params: { error: unknown }) => undefined,
  },
  guards: {
    inputInvalid: ({ context }) => inputError(context) !== null,
  },
}).createMachine({
  id: 'signup',
  context: { mode: 'email', email: '', phone: '', error: null, successMessage: null },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'mode.toggle': {
          actions: assign({
            mode: ({ context }) => (context.mode === 'email' ? 'phone' : 'email'),
            error: null,
          }),
        },
        'email.change': { actions: assign({ email: ({ event }) => event.value }) },
        'phone.change': {
          actions: assign({ phone: ({ event }) => formatPhoneInput(event.value) }),
        },
        'form.submit': [
          // Each submit first clears earlier messages.
          {
            guard: 'inputInvalid',
            actions: assign({ successMessage: null, error: ({ context }) => inputError(context) }),
          },
          { target: 'submitting', actions: assign({ error: null, successMessage: null }) },
        ],
      },
    },
    submitting: {
      invoke: {
        id: 'subscribe',
        src: 'subscribe',
        input: ({ context }) => requestOf(context),
        onDone: [
          {
            guard: ({ event }) => event.output.ok,
            target: 'subscribed',
            actions: assign({
              successMessage: ({ event }) =>
                event.output.message || subscriptionMessages.landingSuccess,
              email: '',
              phone: '',
            }),
          },
          {
            target: 'editing',
            actions: assign({
              error: ({ event }) => event.output.message || subscriptionMessages.failed,
            }),
          },
        ],
        onError: {
          target: 'editing',
          actions: [
            assign({
              error: ({ event }) =>
                (event.error instanceof Error && event.error.message) ||
                subscriptionMessages.unexpected,
            }),
            { type: 'logError', params: ({ event }) => ({ error: event.error }) },
          ],
        },
      },
    },
    subscribed: {
      on: {
        'form.reset': { target: 'editing', actions: assign({ successMessage: null, error: null }) },
      },
    },
  },
});

/** What the early-access form shows. */
export function signupView(snapshot: {
  context: SignupContext;
  matches: (state: 'submitting' | 'subscribed') => boolean;
}) {
  const { context } = snapshot;
  const loading = snapshot.matches('submitting');
  return {
    mode: context.mode,
    email: context.email,
    phone: context.phone,
    error: context.error,
    loading,
    subscribed: snapshot.matches('subscribed'),
    successMessage: context.successMessage,
    submitLabel: loading ? subscriptionMessages.submitting : subscriptionMessages.submit,
    toggleLabel:
      context.mode === 'email' ? subscriptionMessages.usePhone : subscriptionMessages.useEmail,
  };
}

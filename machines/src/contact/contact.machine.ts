import { assign, fromPromise, setup } from 'xstate';
import {
  type ContactField,
  type ContactFieldErrors,
  type ContactForm,
  contactFormErrors,
  contactMessages,
  contactRequestOf,
} from '@matchbazaar/contracts';

/**
 * The contact form (docs/product/contact.md): idle, then sending, then success or error. The send
 * is real: it is an app-supplied actor (POST /api/v1/contact) answering whether the message was
 * taken, with the server's field errors or a more specific text when it gives them.
 */

export type ContactSendAnswer =
  | { ok: true }
  | {
      ok: false;
      /** A text more useful than the fixed failure text (too many messages, say). */
      message?: string;
      /** The server's verdict per field, when it refused the values. */
      fieldErrors?: ContactFieldErrors;
    };

export interface ContactContext {
  values: ContactForm;
  errors: ContactFieldErrors;
  /** Shown in the error state. */
  failure: string | null;
}

export type ContactEvent =
  { type: 'field.change'; field: ContactField; value: string } | { type: 'form.submit' };

const emptyForm: ContactForm = { name: '', email: '', subject: '', message: '' };

export const contactMachine = setup({
  types: { context: {} as ContactContext, events: {} as ContactEvent },
  actors: {
    /** Supplied by the app: POST /api/v1/contact. Rejects when the server cannot be reached. */
    send: fromPromise<ContactSendAnswer, ContactForm>(() =>
      Promise.reject(new Error('send is supplied by the app')),
    ),
  },
  actions: {
    /** A failure to reach the server is worth a log line; the user sees the fixed failure text. */
    logError: (_, _params: { error: unknown }) => undefined,
    /** docs/product/contact.md: an error on a field clears when the user edits it. */
    setField: assign(({ context }, params: { field: ContactField; value: string }) => {
      const errors = { ...context.errors };
      delete errors[params.field];
      return { values: { ...context.values, [params.field]: params.value }, errors };
    }),
    showErrors: assign({
      errors: ({ context }) => contactFormErrors(context.values),
      failure: null,
    }),
  },
  guards: {
    formInvalid: ({ context }) => Object.keys(contactFormErrors(context.values)).length > 0,
  },
}).createMachine({
  id: 'contact',
  context: { values: emptyForm, errors: {}, failure: null },
  initial: 'idle',
  // Editing and submitting behave alike in idle, success and error; sending ignores both.
  states: {
    idle: {
      on: {
        'field.change': {
          actions: { type: 'setField', params: ({ event }) => event },
        },
        'form.submit': [
          { guard: 'formInvalid', actions: 'showErrors' },
          { target: 'sending', actions: assign({ errors: {}, failure: null }) },
        ],
      },
    },
    sending: {
      invoke: {
        id: 'send',
        src: 'send',
        input: ({ context }) => contactRequestOf(context.values),
        onDone: [
          {
            guard: ({ event }) => event.output.ok,
            target: 'success',
            // docs/product/contact.md: success clears the fields.
            actions: assign({ values: emptyForm, errors: {}, failure: null }),
          },
          {
            target: 'error',
            actions: assign(({ event }) => {
              const answer: ContactSendAnswer = event.output;
              if (answer.ok) return {};
              return {
                errors: answer.fieldErrors ?? {},
                failure: answer.message || contactMessages.failure,
              };
            }),
          },
        ],
        onError: {
          target: 'error',
          actions: [
            assign({ failure: contactMessages.failure }),
            { type: 'logError', params: ({ event }) => ({ error: event.error }) },
          ],
        },
      },
    },
    success: {
      on: {
        // Starting the next message puts the success notice away.
        'field.change': {
          target: 'idle',
          actions: { type: 'setField', params: ({ event }) => event },
        },
        'form.submit': [
          { guard: 'formInvalid', target: 'idle', actions: 'showErrors' },
          { target: 'sending' },
        ],
      },
    },
    error: {
      on: {
        // The failure stays in view while the user corrects the form and tries again.
        'field.change': {
          actions: { type: 'setField', params: ({ event }) => event },
        },
        'form.submit': [
          { guard: 'formInvalid', target: 'idle', actions: 'showErrors' },
          { target: 'sending', actions: assign({ errors: {}, failure: null }) },
        ],
      },
    },
  },
});

/** What the contact page shows. */
export function contactView(snapshot: {
  context: ContactContext;
  matches: (state: 'idle' | 'sending' | 'success' | 'error') => boolean;
}) {
  const { context } = snapshot;
  const sending = snapshot.matches('sending');
  return {
    values: context.values,
    errors: context.errors,
    sending,
    submitLabel: sending ? contactMessages.sending : contactMessages.submit,
    successMessage: snapshot.matches('success') ? contactMessages.success : null,
    failureMessage: snapshot.matches('error') ? context.failure : null,
  };
}

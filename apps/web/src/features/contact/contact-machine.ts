import type { ContactForm } from '@matchbazaar/contracts';
import { contactMachine, type ContactSendAnswer } from '@matchbazaar/machines';
import { fromPromise } from 'xstate';
import { sendContactMessage } from './contact-api';

/** The contact machine with this app's effects: the real send and a console warning. */
export const appContactMachine = contactMachine.provide({
  actors: {
    send: fromPromise<ContactSendAnswer, ContactForm>(({ input, signal }) =>
      sendContactMessage(input, signal),
    ),
  },
  actions: {
    // A warning, not an error: the page shows the visitor what went wrong and how to go on.
    logError: (_, { error }) => console.warn('Contact message could not be sent', error),
  },
});

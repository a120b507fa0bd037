import type { ContactForm } from '@matchbazaar/contracts';
import { contactMachine, type ContactSendAnswer } from '@matchbazaar/machines';
import { fromPromise } from 'xstate';
import { sendContactMessage } from './contact-api';

/** The contact machine with this app's effects: the real send and a console log. */
export const appContactMachine = contactMachine.provide({
  actors: {
    send: fromPromise<ContactSendAnswer, ContactForm>(({ input, signal }) =>
      sendContactMessage(input, signal),
    ),
  },
  actions: {
    logError: (_, { error }) => console.error('Contact message could not be sent', error),
  },
});

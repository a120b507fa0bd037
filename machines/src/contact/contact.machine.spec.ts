import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { createActor, fromPromise } from 'xstate';
import { messages, type ContactForm } from '@matchbazaar/contracts';
import { contactMachine, contactView, type ContactSendAnswer } from './contact.machine.js';

const t = messages.contact;
const good: ContactForm = {
  name: '  Ada Lovelace ',
  email: 'ada@example.com',
  subject: 'Escrow question',
  message: 'How long does escrow hold my payment?',
};

function harness(answer: (form: ContactForm) => Promise<ContactSendAnswer>) {
  const sent: ContactForm[] = [];
  const logged: unknown[] = [];
  const actor = createActor(
    contactMachine.provide({
      actors: {
        send: fromPromise<ContactSendAnswer, ContactForm>(({ input }) => {
          sent.push(input);
          return answer(input);
        }),
      },
      actions: { logError: (_, p) => void logged.push(p.error) },
    }),
  ).start();
  const view = () => contactView(actor.getSnapshot());
  const fill = (form: Partial<ContactForm>) => {
    for (const [field, value] of Object.entries(form))
      actor.send({ type: 'field.change', field: field as keyof ContactForm, value });
  };
  return { actor, sent, logged, view, fill };
}

beforeEach(() => {
  jest.useFakeTimers();
});
afterEach(() => {
  jest.useRealTimers();
});

describe('contact machine (docs/product/contact.md)', () => {
  it('checks every field on submit with the section 5 messages and sends nothing', () => {
    const { actor, view, sent } = harness(() => Promise.resolve({ ok: true }));
    actor.send({ type: 'form.submit' });
    expect(view().errors).toEqual({
      name: t.nameRequired,
      email: t.emailRequired,
      subject: t.subjectRequired,
      message: t.messageRequired,
    });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(sent).toHaveLength(0);
  });

  it('counts whitespace as empty, checks the email shape and the 10-character minimum', () => {
    const { actor, view, fill } = harness(() => Promise.resolve({ ok: true }));
    fill({ name: '   ', email: 'ada@example', subject: 'Hi', message: ' too short ' });
    actor.send({ type: 'form.submit' });
    expect(view().errors).toEqual({
      name: t.nameRequired,
      email: t.emailInvalid,
      message: t.messageTooShort,
    });
  });

  it('does not validate while typing, and clears only the edited field’s error', () => {
    const { actor, view, fill } = harness(() => Promise.resolve({ ok: true }));
    fill({ email: 'x' });
    expect(view().errors).toEqual({});
    actor.send({ type: 'form.submit' });
    fill({ email: 'still bad' });
    expect(view().errors.email).toBeUndefined();
    expect(view().errors.name).toBe(t.nameRequired);
  });

  it("shows 'Sending...' with the button busy, sends trimmed values, then clears the fields", async () => {
    let release: (a: ContactSendAnswer) => void = () => undefined;
    const { actor, view, sent, fill } = harness(() => new Promise((r) => (release = r)));
    fill(good);
    actor.send({ type: 'form.submit' });
    expect(view()).toMatchObject({ sending: true, submitLabel: t.sending });
    expect(sent).toEqual([{ ...good, name: 'Ada Lovelace' }]);
    // Edits and submits while sending are ignored (the form is disabled).
    fill({ name: 'Changed' });
    actor.send({ type: 'form.submit' });
    expect(sent).toHaveLength(1);
    release({ ok: true });
    await jest.advanceTimersByTimeAsync(0);
    expect(view()).toMatchObject({
      sending: false,
      submitLabel: t.submit,
      successMessage: t.success,
      failureMessage: null,
      values: { name: '', email: '', subject: '', message: '' },
    });
  });

  it('puts the success notice away when the next message is started', async () => {
    const { actor, view, fill } = harness(() => Promise.resolve({ ok: true }));
    fill(good);
    actor.send({ type: 'form.submit' });
    await jest.advanceTimersByTimeAsync(0);
    fill({ name: 'Grace' });
    expect(view()).toMatchObject({ successMessage: null, values: { name: 'Grace' } });
  });

  it('shows the fixed failure text when the server refuses without saying why, keeping the values', async () => {
    const { actor, view, fill, logged } = harness(() => Promise.resolve({ ok: false }));
    fill(good);
    actor.send({ type: 'form.submit' });
    await jest.advanceTimersByTimeAsync(0);
    expect(view()).toMatchObject({ failureMessage: t.failure, successMessage: null });
    expect(view().values.subject).toBe(good.subject);
    expect(logged).toHaveLength(0);
  });

  it("shows the server's own text and field errors when it gives them", async () => {
    const { actor, view, fill } = harness(() =>
      Promise.resolve({
        ok: false,
        message: t.emailInvalid,
        fieldErrors: { email: t.emailInvalid },
      }),
    );
    fill({ ...good, email: 'ada@example.c' });
    actor.send({ type: 'form.submit' });
    await jest.advanceTimersByTimeAsync(0);
    expect(view()).toMatchObject({
      failureMessage: t.emailInvalid,
      errors: { email: t.emailInvalid },
    });
    fill({ email: 'ada@example.com' });
    expect(view().errors).toEqual({});
    expect(view().failureMessage).toBe(t.emailInvalid);
  });

  it('shows the fixed failure text and logs when the server cannot be reached; a retry can succeed', async () => {
    let fail = true;
    const { actor, view, fill, logged, sent } = harness(() =>
      fail ? Promise.reject(new Error('offline')) : Promise.resolve({ ok: true }),
    );
    fill(good);
    actor.send({ type: 'form.submit' });
    await jest.advanceTimersByTimeAsync(0);
    expect(view().failureMessage).toBe(t.failure);
    expect(logged).toEqual([new Error('offline')]);
    fail = false;
    actor.send({ type: 'form.submit' });
    expect(view()).toMatchObject({ sending: true, failureMessage: null });
    await jest.advanceTimersByTimeAsync(0);
    expect(view().successMessage).toBe(t.success);
    expect(sent).toHaveLength(2);
  });

  it('an invalid resubmit after a failure shows the field errors instead of the failure', async () => {
    const { actor, view, fill } = harness(() => Promise.resolve({ ok: false }));
    fill(good);
    actor.send({ type: 'form.submit' });
    await jest.advanceTimersByTimeAsync(0);
    fill({ message: 'short' });
    actor.send({ type: 'form.submit' });
    expect(view()).toMatchObject({ failureMessage: null, errors: { message: t.messageTooShort } });
  });
});

import { describe, expect, it } from '@jest/globals';
import { createActor, fromPromise } from 'xstate';
import type { SubscriptionRequest } from '@matchbazaar/contracts';
import { signupMachine, signupView, type SubscribeAnswer } from './signup.machine.js';

function harness(answer: (req: SubscriptionRequest) => Promise<SubscribeAnswer>) {
  const sent: SubscriptionRequest[] = [];
  const logged: unknown[] = [];
  const actor = createActor(
    signupMachine.provide({
      actors: {
        subscribe: fromPromise<SubscribeAnswer, SubscriptionRequest>(({ input }) => {
          sent.push(input);
          return answer(input);
        }),
      },
      actions: { logError: (_, p) => void logged.push(p.error) },
    }),
  ).start();
  const view = () => signupView(actor.getSnapshot());
  const settle = () => new Promise((r) => setTimeout(r, 0));
  return { actor, sent, logged, view, settle };
}

describe('signup machine (docs/product/launch-page.md)', () => {
  it('validates the email before sending and shows the section 5 message', () => {
    const { actor, view, sent } = harness(() => Promise.resolve({ ok: true }));
    actor.send({ type: 'email.change', value: 'not an email' });
    actor.send({ type: 'form.submit' });
    expect(view().error).toBe('Please enter a valid email address.');
    expect(sent).toHaveLength(0);
  });

  it('toggles the mode, clearing the error, and formats the phone while typing', () => {
    const { actor, view } = harness(() => Promise.resolve({ ok: true }));
    actor.send({ type: 'form.submit' });
    expect(view().error).not.toBeNull();
    expect(view().toggleLabel).toBe('Use phone number instead');
    actor.send({ type: 'mode.toggle' });
    expect(view()).toMatchObject({ mode: 'phone', error: null, toggleLabel: 'Use email instead' });
    actor.send({ type: 'phone.change', value: '555123' });
    expect(view().phone).toBe('555-123');
    actor.send({ type: 'form.submit' });
    expect(view().error).toBe('Please enter a valid phone number (at least 10 digits).');
  });

  it("sends the phone digits only with source 'launch_page', shows 'Submitting...', then succeeds", async () => {
    let release: (a: SubscribeAnswer) => void = () => undefined;
    const { actor, view, sent, settle } = harness(() => new Promise((r) => (release = r)));
    actor.send({ type: 'mode.toggle' });
    actor.send({ type: 'phone.change', value: '+1 (555) 123-4567' });
    actor.send({ type: 'form.submit' });
    expect(view()).toMatchObject({ loading: true, submitLabel: 'Submitting...' });
    expect(sent).toEqual([{ contactType: 'phone', phone: '15551234567', source: 'launch_page' }]);
    release({ ok: true });
    await settle();
    expect(view()).toMatchObject({
      loading: false,
      subscribed: true,
      successMessage: "Thanks for subscribing! We'll notify you when we launch.",
      phone: '',
    });
    actor.send({ type: 'form.reset' });
    expect(view()).toMatchObject({ subscribed: false, successMessage: null, mode: 'phone' });
  });

  it("shows the server's success message when it gives one", async () => {
    const { actor, view, settle } = harness(() =>
      Promise.resolve({ ok: true, message: 'Check your inbox.' }),
    );
    actor.send({ type: 'email.change', value: 'a@b.co' });
    actor.send({ type: 'form.submit' });
    await settle();
    expect(view().successMessage).toBe('Check your inbox.');
  });

  it.each([
    [{ ok: false, message: 'Slow down.' }, 'Slow down.'],
    [{ ok: false }, 'Failed to submit subscription'],
  ])('a non-ok response %p shows %p and keeps the input', async (answer, error) => {
    const { actor, view, settle, logged } = harness(() => Promise.resolve(answer));
    actor.send({ type: 'email.change', value: 'a@b.co' });
    actor.send({ type: 'form.submit' });
    await settle();
    expect(view()).toMatchObject({ error, loading: false, subscribed: false, email: 'a@b.co' });
    expect(logged).toHaveLength(0);
  });

  it.each([
    [new Error('Network down'), 'Network down'],
    [new Error(''), 'An error occurred. Please try again later.'],
    ['not an error', 'An error occurred. Please try again later.'],
  ])('a failure %p shows %p and is logged', async (failure, error) => {
    // A non-Error rejection on purpose: the machine must fall back to the catalogue text.
    // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors
    const { actor, view, settle, logged } = harness(() => Promise.reject(failure));
    actor.send({ type: 'email.change', value: 'a@b.co' });
    actor.send({ type: 'form.submit' });
    await settle();
    expect(view()).toMatchObject({ error, loading: false });
    expect(logged).toEqual([failure]);
  });
});

import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { subscriptionMessages } from '@matchbazaar/contracts';
import { signupView } from '@matchbazaar/machines';
import { createActor, waitFor } from 'xstate';
import { earlyAccessMachine } from './early-access-machine';

/** The sign-up machine with the app's real request: what each kind of answer shows. */

function subscribeWith(response: Response | Error) {
  jest
    .spyOn(globalThis, 'fetch')
    .mockImplementation(() =>
      response instanceof Error ? Promise.reject(response) : Promise.resolve(response),
    );
  const logged = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const actor = createActor(earlyAccessMachine).start();
  actor.send({ type: 'email.change', value: 'ada@example.com' });
  actor.send({ type: 'form.submit' });
  return {
    logged,
    settled: async () =>
      signupView(await waitFor(actor, (s) => !s.matches('submitting'), { timeout: 1_000 })),
  };
}

const json = (body: unknown, status: number) => new Response(JSON.stringify(body), { status });

afterEach(() => {
  jest.restoreAllMocks();
});

describe('early-access sign-up against the API', () => {
  it("shows the server's success message", async () => {
    const view = await subscribeWith(json({ message: 'Check your inbox.' }, 201)).settled();
    expect(view).toMatchObject({ subscribed: true, successMessage: 'Check your inbox.' });
  });

  it("shows the landing page's default when the server gives no message", async () => {
    const view = await subscribeWith(new Response(null, { status: 204 })).settled();
    expect(view.successMessage).toBe(subscriptionMessages.landingSuccess);
  });

  it("shows the server's refusal, else 'Failed to submit subscription'", async () => {
    const refused = await subscribeWith(json({ message: 'Slow down.' }, 429)).settled();
    expect(refused).toMatchObject({ subscribed: false, error: 'Slow down.' });
    const bare = await subscribeWith(new Response('oops', { status: 500 })).settled();
    expect(bare.error).toBe(subscriptionMessages.failed);
  });

  it('shows and logs a network failure', async () => {
    const { settled, logged } = subscribeWith(new TypeError('Failed to fetch'));
    expect((await settled()).error).toBe('Failed to fetch');
    expect(logged).toHaveBeenCalled();
  });
});

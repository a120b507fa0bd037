import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { serverEvents } from '@matchbazaar/contracts';
import type { Socket } from 'socket.io-client';
import { createApp } from '../../app.js';
import { PASSWORD, startAccountsApp, type AccountsKit } from '../../testing/accounts-test-kit.js';
import { connectedSocket, disconnected as closed } from '../../testing/realtime-client.js';
import { listen } from '../../testing/test-env.js';
import { RealtimeService } from './realtime.service.js';

describe('sockets close when their session ends (two BFF processes, real PostgreSQL and Redis)', () => {
  let kit: AccountsKit;
  let other: NestFastifyApplication;
  let otherBase: string;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    kit = await startAccountsApp('session_end_sockets');
    // The sockets live on a second process; the sessions end through the first.
    other = await createApp(kit.config);
    otherBase = await listen(other);
  });

  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await other?.close();
    await kit?.close();
  });

  const connected = (token: string) => connectedSocket(otherBase, token, sockets);

  async function secondSession(email: string): Promise<string> {
    const login = await kit.call('POST', 'auth/login', { body: { email, password: PASSWORD } });
    expect(login.statusCode).toBe(200);
    return (login.json().data as { accessToken: string }).accessToken;
  }

  it("signing out closes that session's sockets and leaves the user's other sessions open", async () => {
    const user = await kit.signedInUser();
    const laptop = await connected(user.accessToken);
    const phone = await connected(await secondSession(user.email));

    const laptopClosed = closed(laptop);
    expect((await kit.call('POST', 'auth/logout', { token: user.accessToken })).statusCode).toBe(
      200,
    );
    expect(await laptopClosed).toBe('io server disconnect');

    // The other session's socket still receives what is pushed to the user.
    const received = new Promise((resolve) => phone.once(serverEvents.notification, resolve));
    kit.app.get(RealtimeService).toUser(user.user.id, serverEvents.notification, {
      id: '1',
      type: 'account.security',
      title: 'Still here',
      body: null,
      link: null,
      data: {},
      createdAt: new Date().toISOString(),
      seenAt: null,
      readAt: null,
    });
    await expect(received).resolves.toMatchObject({ title: 'Still here' });
    expect(phone.connected).toBe(true);
  });

  it('ending the other sessions closes their sockets, not the current one', async () => {
    const user = await kit.signedInUser();
    const current = await connected(user.accessToken);
    const elsewhere = await connected(await secondSession(user.email));

    const elsewhereClosed = closed(elsewhere);
    const ended = await kit.call('POST', 'auth/sessions/end-others', { token: user.accessToken });
    expect(ended.statusCode).toBe(200);
    expect(await elsewhereClosed).toBe('io server disconnect');
    expect(current.connected).toBe(true);
  });
});

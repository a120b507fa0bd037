import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { EntityManager } from '@mikro-orm/postgresql';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import {
  apiErrorSchema,
  attachmentUploadAnswerSchema,
  clientEvents,
  conversationAnswerSchema,
  conversationsAnswerSchema,
  conversationStartAnswerSchema,
  defaultQuotaSettings,
  imageLimits,
  inquiriesAnswerSchema,
  listingAnswerSchema,
  messageAnswerSchema,
  messages,
  messagesAnswerSchema,
  notificationsAnswerSchema,
  reportQueueAnswerSchema,
  requirementAnswerSchema,
  serverEvents,
  shopAnswerSchema,
  type RealtimeConversationMessage,
  type RealtimeConversationRead,
  type RealtimeConversationTyping,
} from '@matchbazaar/contracts';
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import type { Socket } from 'socket.io-client';
import { rateLimitedSchema } from '../../platform/common/rate-limited.exception.js';
import { apiCaller, startCatalogueApp } from '../../testing/catalogue-app.js';
import { onionRequirementBody, uploadedPhotos } from '../../testing/catalogue-fixtures.js';
import { SettingsService } from '../../platform/settings/settings.service.js';
import { declaredPng } from '../../testing/declared-png.js';
import { multipartBody, streamedMultipartBody } from '../../testing/multipart-body.js';
import { connectedSocket } from '../../testing/realtime-client.js';
import { signedInAccount, type SignedInAccount } from '../../testing/signed-in-account.js';
import { listen } from '../../testing/test-env.js';
import { ConversationsService } from './conversations.service.js';

const m = messages.conversations;

/** Resolves with the next `event` payload the socket receives that `match` accepts. */
function next<T>(socket: Socket, event: string, match: (payload: T) => boolean = () => true) {
  return new Promise<T>((resolve) => {
    const listener = (payload: T) => {
      if (!match(payload)) return;
      socket.off(event, listener);
      resolve(payload);
    };
    socket.on(event, listener);
  });
}

/** Collects every `event` payload the socket receives from now on. */
function collect<T>(socket: Socket, event: string): T[] {
  const seen: T[] = [];
  socket.on(event, (payload: T) => seen.push(payload));
  return seen;
}

/** The error body of a refused call. */
const errorOf = (res: { json: () => unknown }) => apiErrorSchema.parse(res.json());

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('inquiries and conversations (real PostgreSQL and Redis, real sockets)', () => {
  let app: NestFastifyApplication;
  let stop: () => Promise<void>;
  let base = '';
  let seller: SignedInAccount;
  let listingId = '';
  let shopId = '';
  const sockets: Socket[] = [];
  const call = apiCaller(() => app);

  beforeAll(async () => {
    ({ app, stop } = await startCatalogueApp('conversations'));
    base = await listen(app);
    seller = await signedInAccount(app, { role: 'trader', lastName: 'Seller' });
    shopId = shopAnswerSchema.parse(
      (
        await call('PUT', '/shops/mine', seller.auth, {
          name: 'Brass Works',
          place: { city: 'Moradabad', country: 'IN' },
        })
      ).json(),
    ).data.shop.id;
    const [photo] = await uploadedPhotos(app, seller.id, 1);
    listingId = listingAnswerSchema.parse(
      (
        await call('POST', '/listings', seller.auth, {
          title: 'Brass door handles',
          description: 'Solid brass door handles, polished, in three sizes, for wholesale.',
          category: 'handbags',
          price: { type: 'fixed', amountMinor: 45_000, currency: 'INR', unit: 'piece' },
          minOrder: { quantity: 10, unit: 'piece' },
          imageIds: [photo],
          intent: 'publish',
        })
      ).json(),
    ).data.listing.id;
  });

  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await stop?.();
  });

  const inquire = (buyer: SignedInAccount, body: Record<string, unknown> = {}) =>
    call('POST', `/listings/${listingId}/inquiries`, buyer.auth, {
      messageId: randomUUID(),
      message: 'Do you ship 500 pieces to Delhi?',
      quantity: 500,
      ...body,
    });

  const started = async (buyer: SignedInAccount) => {
    const res = await inquire(buyer);
    expect(res.statusCode).toBe(201);
    return conversationStartAnswerSchema.parse(res.json()).data;
  };

  const send = (who: SignedInAccount, conversationId: string, body: Record<string, unknown>) =>
    call('POST', `/conversations/${conversationId}/messages`, who.auth, {
      id: randomUUID(),
      ...body,
    });

  it('an inquiry opens the conversation, stores it before pushing it to both sides, and notifies the seller', async () => {
    const buyer = await signedInAccount(app, {
      lastName: 'Buyer',
      phone: '919876543210',
    });
    const sellerSocket = await connectedSocket(base, seller.token, sockets);
    const buyerSocket = await connectedSocket(base, buyer.token, sockets);
    const pushedToSeller = next<RealtimeConversationMessage>(
      sellerSocket,
      serverEvents.conversationMessage,
    );
    const pushedToBuyer = next<RealtimeConversationMessage>(
      buyerSocket,
      serverEvents.conversationMessage,
    );
    const notified = next<{ type: string; link: string }>(sellerSocket, serverEvents.notification);
    const messageId = randomUUID();
    const res = await inquire(buyer, { messageId, sharePhone: true });
    expect(res.statusCode).toBe(201);
    const { conversation, message } = conversationStartAnswerSchema.parse(res.json()).data;
    expect(message).toMatchObject({
      id: messageId,
      kind: 'inquiry',
      seq: '1',
      senderId: buyer.id,
      inquiry: { quantity: 500, phone: '919876543210' },
    });
    expect(conversation).toMatchObject({
      subject: { kind: 'listing', id: listingId, title: 'Brass door handles' },
      role: 'buyer',
      counterpartId: seller.id,
      buyer: { id: buyer.id, name: 'Ada Buyer', shop: null },
      seller: { id: seller.id, shop: { id: shopId, name: 'Brass Works' } },
      unread: 0,
    });
    expect(conversation.subject.thumb?.urls.thumb).toMatch(/\/thumb\.webp$/);

    // What the socket receives is stored already: reading the messages right then finds it.
    const pushed = await pushedToSeller;
    expect(pushed).toEqual({ conversationId: conversation.id, message });
    const stored = messagesAnswerSchema.parse(
      (await call('GET', `/conversations/${conversation.id}/messages`, seller.auth)).json(),
    );
    expect(stored.data.items).toEqual([message]);
    expect(await pushedToBuyer).toEqual(pushed);
    expect(await notified).toMatchObject({
      type: 'inquiry.received',
      link: `/dashboard/inbox/${conversation.id}`,
    });

    // The seller's view: one unread, an inquiry in state "new" waiting since it came.
    const sellerView = conversationAnswerSchema.parse(
      (await call('GET', `/conversations/${conversation.id}`, seller.auth)).json(),
    ).data.conversation;
    expect(sellerView).toMatchObject({
      role: 'seller',
      unread: 1,
      inquiry: { state: 'new', waitingSince: message.createdAt },
    });
    // A second inquiry about the same listing reuses the conversation.
    const again = conversationStartAnswerSchema.parse((await inquire(buyer)).json()).data;
    expect(again.conversation.id).toBe(conversation.id);
    expect(again.message.seq).toBe('2');
  });

  it('a retried send stores nothing twice: the repeat answers 200 with the stored message', async () => {
    const buyer = await signedInAccount(app);
    const { conversation } = await started(buyer);
    const id = randomUUID();
    const body = { id, text: 'Can you do brushed nickel?' };
    const [first, second] = await Promise.all([
      call('POST', `/conversations/${conversation.id}/messages`, buyer.auth, body),
      call('POST', `/conversations/${conversation.id}/messages`, buyer.auth, body),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 201]);
    const third = await call(
      'POST',
      `/conversations/${conversation.id}/messages`,
      buyer.auth,
      body,
    );
    expect(third.statusCode).toBe(200);
    expect(messageAnswerSchema.parse(third.json()).message).toBe(m.messageAlreadySent);
    const stored = messagesAnswerSchema.parse(
      (await call('GET', `/conversations/${conversation.id}/messages`, buyer.auth)).json(),
    ).data.items;
    expect(stored.filter((message) => message.id === id)).toHaveLength(1);
    expect(stored.map((message) => message.seq)).toEqual(['1', '2']);
    // The same id in another conversation (or by the other side) is refused, not overwritten.
    const other = await signedInAccount(app);
    const elsewhere = await started(other);
    const reused = await call(
      'POST',
      `/conversations/${elsewhere.conversation.id}/messages`,
      other.auth,
      body,
    );
    expect(reused.statusCode).toBe(409);
    expect(errorOf(reused).message).toBe(m.messageIdReused);
    // An inquiry retried with its messageId is one inquiry too.
    const messageId = randomUUID();
    expect((await inquire(buyer, { messageId })).statusCode).toBe(201);
    expect((await inquire(buyer, { messageId })).statusCode).toBe(200);
  });

  it('only participants read a conversation, its messages and attachments: 404 for everyone else', async () => {
    const buyer = await signedInAccount(app);
    const { conversation, message } = await started(buyer);
    const stranger = await signedInAccount(app);
    const support = await signedInAccount(app, { role: 'admin' });
    for (const who of [stranger, support]) {
      for (const [method, path, body] of [
        ['GET', `/conversations/${conversation.id}`, undefined],
        ['GET', `/conversations/${conversation.id}/messages`, undefined],
        ['POST', `/conversations/${conversation.id}/messages`, { id: randomUUID(), text: 'hi' }],
        ['POST', `/conversations/${conversation.id}/read`, { upTo: '1' }],
        ['PUT', `/conversations/${conversation.id}/archive`, undefined],
        ['GET', `/messages/${message.id}`, undefined],
      ] as const) {
        const res = await call(method, path, who.auth, body);
        expect({ path, status: res.statusCode }).toEqual({ path, status: 404 });
      }
    }
    const listed = conversationsAnswerSchema.parse(
      (await call('GET', '/conversations', stranger.auth)).json(),
    );
    expect(listed.data.items).toEqual([]);
    expect((await call('GET', '/conversations')).statusCode).toBe(401);
    expect((await call('GET', '/conversations/not-a-uuid', buyer.auth)).statusCode).toBe(404);
  });

  it('catch-up: GET messages after a seq answers everything newer, oldest first, in pages', async () => {
    const buyer = await signedInAccount(app);
    const { conversation } = await started(buyer);
    for (let i = 1; i <= 4; i++)
      await send(i % 2 ? seller : buyer, conversation.id, { text: `m${i}` });
    const after = messagesAnswerSchema.parse(
      (
        await call('GET', `/conversations/${conversation.id}/messages?after=2&limit=2`, buyer.auth)
      ).json(),
    ).data;
    expect(after.items.map((item) => [item.seq, item.text])).toEqual([
      ['3', 'm2'],
      ['4', 'm3'],
    ]);
    expect(after.more).toBe(true);
    const rest = messagesAnswerSchema.parse(
      (await call('GET', `/conversations/${conversation.id}/messages?after=4`, buyer.auth)).json(),
    ).data;
    expect(rest).toMatchObject({ items: [{ seq: '5', text: 'm4' }], more: false });
    const older = messagesAnswerSchema.parse(
      (
        await call('GET', `/conversations/${conversation.id}/messages?before=3&limit=5`, buyer.auth)
      ).json(),
    ).data;
    expect(older.items.map((item) => item.seq)).toEqual(['1', '2']);
    const bad = await call(
      'GET',
      `/conversations/${conversation.id}/messages?after=abc`,
      buyer.auth,
    );
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).errors[0]?.msg).toBe(m.seqInvalid);
  });

  it('read receipts: the mark moves forward only, unread counts follow, and both sides hear of it', async () => {
    const buyer = await signedInAccount(app);
    const { conversation } = await started(buyer);
    await send(buyer, conversation.id, { text: 'And the lead time?' });
    const buyerSocket = await connectedSocket(base, buyer.token, sockets);
    const receipt = next<RealtimeConversationRead>(
      buyerSocket,
      serverEvents.conversationRead,
      (payload) => payload.conversationId === conversation.id,
    );
    const read = await call('POST', `/conversations/${conversation.id}/read`, seller.auth, {
      upTo: '99',
    });
    expect(read.statusCode).toBe(200);
    expect(read.json<{ data: unknown }>().data).toEqual({ upTo: '2' });
    expect(await receipt).toEqual({
      conversationId: conversation.id,
      userId: seller.id,
      upTo: '2',
    });
    await call('POST', `/conversations/${conversation.id}/read`, seller.auth, { upTo: '1' });
    const sellerView = conversationAnswerSchema.parse(
      (await call('GET', `/conversations/${conversation.id}`, seller.auth)).json(),
    ).data.conversation;
    expect(sellerView).toMatchObject({
      unread: 0,
      readUpTo: { mine: '2', counterpart: '2' },
      inquiry: { state: 'unanswered' },
    });
    // The buyer sees the receipt too.
    const buyerView = conversationAnswerSchema.parse(
      (await call('GET', `/conversations/${conversation.id}`, buyer.auth)).json(),
    ).data.conversation;
    expect(buyerView.readUpTo).toEqual({ mine: '2', counterpart: '2' });
    // An answer makes it answered.
    await send(seller, conversation.id, { text: 'Two weeks.' });
    const answered = inquiriesAnswerSchema.parse(
      (await call('GET', '/inquiries?state=answered', seller.auth)).json(),
    ).data;
    expect(answered.items.map((item) => item.id)).toContain(conversation.id);
    expect(answered.items.find((item) => item.id === conversation.id)?.inquiry).toEqual({
      state: 'answered',
      waitingSince: null,
    });
  });

  it('a block delivers nothing either way: sends, inquiries and typing are refused or dropped', async () => {
    const buyer = await signedInAccount(app);
    const { conversation } = await started(buyer);
    const sellerSocket = await connectedSocket(base, seller.token, sockets);
    const buyerSocket = await connectedSocket(base, buyer.token, sockets);
    const sellerSaw = collect<RealtimeConversationMessage>(
      sellerSocket,
      serverEvents.conversationMessage,
    );
    const buyerSaw = collect<RealtimeConversationMessage>(
      buyerSocket,
      serverEvents.conversationMessage,
    );
    const typingSeen = collect<RealtimeConversationTyping>(
      sellerSocket,
      serverEvents.conversationTyping,
    );
    expect((await call('PUT', `/users/${seller.id}/block`, buyer.auth)).statusCode).toBe(200);

    const fromBuyer = await send(buyer, conversation.id, { text: 'hello?' });
    expect(fromBuyer.statusCode).toBe(403);
    expect(errorOf(fromBuyer).message).toBe(m.blockedByYou);
    const fromSeller = await send(seller, conversation.id, { text: 'still there?' });
    expect(fromSeller.statusCode).toBe(403);
    expect(errorOf(fromSeller).message).toBe(m.blockedByThem);
    expect((await inquire(buyer)).statusCode).toBe(403);
    buyerSocket.emit(clientEvents.conversationTyping, { conversationId: conversation.id });
    const view = conversationAnswerSchema.parse(
      (await call('GET', `/conversations/${conversation.id}`, seller.auth)).json(),
    ).data.conversation;
    expect(view).toMatchObject({ blocked: true, blockedByMe: false });
    await pause(300);
    expect(sellerSaw.filter((p) => p.conversationId === conversation.id)).toEqual([]);
    expect(buyerSaw.filter((p) => p.conversationId === conversation.id)).toEqual([]);
    expect(typingSeen).toEqual([]);
    const stored = messagesAnswerSchema.parse(
      (await call('GET', `/conversations/${conversation.id}/messages`, buyer.auth)).json(),
    ).data.items;
    expect(stored).toHaveLength(1);

    // Unblocked, messages flow again.
    expect((await call('DELETE', `/users/${seller.id}/block`, buyer.auth)).statusCode).toBe(200);
    expect((await send(buyer, conversation.id, { text: 'sorry' })).statusCode).toBe(201);
    expect((await call('PUT', `/users/${buyer.id}/block`, buyer.auth)).statusCode).toBe(400);
  });

  it('typing is relayed to the other participant only, at most once per 2 s per conversation', async () => {
    const buyer = await signedInAccount(app);
    const { conversation } = await started(buyer);
    const sellerSocket = await connectedSocket(base, seller.token, sockets);
    const buyerSocket = await connectedSocket(base, buyer.token, sockets);
    const stranger = await signedInAccount(app);
    const strangerSocket = await connectedSocket(base, stranger.token, sockets);
    const seen = collect<RealtimeConversationTyping>(sellerSocket, serverEvents.conversationTyping);
    const first = next<RealtimeConversationTyping>(sellerSocket, serverEvents.conversationTyping);
    for (let i = 0; i < 5; i++)
      buyerSocket.emit(clientEvents.conversationTyping, { conversationId: conversation.id });
    strangerSocket.emit(clientEvents.conversationTyping, { conversationId: conversation.id });
    buyerSocket.emit(clientEvents.conversationTyping, { conversationId: 'not-an-id' });
    expect(await first).toEqual({ conversationId: conversation.id, userId: buyer.id });
    await pause(300);
    expect(seen).toHaveLength(1);
  });

  it('attachments: checked by their bytes, at most 10 MB, sent by id and read by participants only', async () => {
    const buyer = await signedInAccount(app);
    const { conversation } = await started(buyer);
    const upload = (who: SignedInAccount, bytes: Buffer, field = 'file') => {
      const { payload, contentType } = multipartBody(field, bytes);
      return app.inject({
        method: 'POST',
        url: `/api/v1/conversations/${conversation.id}/attachments`,
        headers: { ...who.auth, 'content-type': contentType },
        payload,
      });
    };
    const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(1000, 0x20)]);
    const uploaded = await upload(buyer, pdf);
    expect(uploaded.statusCode).toBe(201);
    const attachment = attachmentUploadAnswerSchema.parse(uploaded.json()).data.attachment;
    expect(attachment).toMatchObject({ mime: 'application/pdf', size: pdf.length, name: 'photo' });

    const html = await upload(buyer, Buffer.from('<html><script>alert(1)</script></html>'));
    expect(html.statusCode).toBe(415);
    expect(errorOf(html).message).toBe(m.attachmentType);
    const huge = await upload(
      buyer,
      Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(10 * 1024 * 1024, 0x20)]),
    );
    expect(huge.statusCode).toBe(413);
    expect(errorOf(huge).message).toBe(m.attachmentTooLarge);
    expect((await upload(buyer, pdf, 'other')).statusCode).toBe(400);

    // The other side may not send the buyer's upload; the buyer may.
    const stolen = await send(seller, conversation.id, { attachmentIds: [attachment.id] });
    expect(stolen.statusCode).toBe(400);
    const sent = await send(buyer, conversation.id, { attachmentIds: [attachment.id] });
    expect(sent.statusCode).toBe(201);
    expect(messageAnswerSchema.parse(sent.json()).data.message.attachments).toEqual([attachment]);
    const again = await send(buyer, conversation.id, { attachmentIds: [attachment.id] });
    expect(again.statusCode).toBe(400);

    const download = await call('GET', attachment.url.replace('/api/v1', ''), seller.auth);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toMatch(/^attachment;/);
    expect(download.rawPayload.equals(pdf)).toBe(true);
    const stranger = await signedInAccount(app);
    expect(
      (await call('GET', attachment.url.replace('/api/v1', ''), stranger.auth)).statusCode,
    ).toBe(404);
  });

  it('an upload is checked before its file is read: a stranger and a full quota pull next to nothing', async () => {
    const buyer = await signedInAccount(app);
    const { conversation } = await started(buyer);
    const url = `/api/v1/conversations/${conversation.id}/attachments`;
    const upload = async (who: SignedInAccount, bytes: Buffer) => {
      const { payload, contentType } = multipartBody('file', bytes);
      return app.inject({
        method: 'POST',
        url,
        headers: { ...who.auth, 'content-type': contentType },
        payload,
      });
    };
    const streamed = async (who: SignedInAccount) => {
      const body = streamedMultipartBody('file');
      const res = await app.inject({
        method: 'POST',
        url,
        headers: { ...who.auth, 'content-type': body.contentType },
        payload: body.payload,
      });
      return { res, pulled: body.pulled() };
    };
    const stranger = await streamed(await signedInAccount(app));
    expect(stranger.res.statusCode).toBe(404);
    expect(stranger.pulled).toBeLessThan(512 * 1024);

    const MB = 1024 * 1024;
    const pdf = (size: number) =>
      Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(size - 9, 0x20)]);
    const settings = app.get(SettingsService);
    await settings.set('storage.perAccountMb', 10);
    try {
      expect((await upload(buyer, pdf(6 * MB))).statusCode).toBe(201);
      const over = await upload(buyer, pdf(5 * MB));
      expect(over.statusCode).toBe(413);
      expect(errorOf(over).message).toBe(messages.catalogue.storageQuotaReached(10));
      expect((await upload(buyer, pdf(4 * MB))).statusCode).toBe(201);
      const full = await streamed(buyer);
      expect(full.res.statusCode).toBe(413);
      expect(errorOf(full.res).message).toBe(messages.catalogue.storageQuotaReached(10));
      expect(full.pulled).toBeLessThan(512 * 1024);
    } finally {
      await settings.set('storage.perAccountMb', defaultQuotaSettings.storagePerAccountMb);
    }
  });

  it('an image attachment keeps the image limits, read from its header', async () => {
    const buyer = await signedInAccount(app);
    const { conversation } = await started(buyer);
    const upload = async (bytes: Buffer) => {
      const { payload, contentType } = multipartBody('file', bytes);
      return app.inject({
        method: 'POST',
        url: `/api/v1/conversations/${conversation.id}/attachments`,
        headers: { ...buyer.auth, 'content-type': contentType },
        payload,
      });
    };
    const bomb = await upload(declaredPng(20_000, 20_000));
    expect(bomb.statusCode).toBe(400);
    expect(errorOf(bomb).message).toBe(m.attachmentImageTooLarge);
    const strip = await upload(declaredPng(imageLimits.maxSide + 1, 10));
    expect(strip.statusCode).toBe(400);
    const fine = await upload(
      await sharp({
        create: { width: 40, height: 30, channels: 3, background: { r: 9, g: 9, b: 9 } },
      })
        .png()
        .toBuffer(),
    );
    expect(fine.statusCode).toBe(201);
  });

  it('lists my conversations with filters, search and archive; a new message brings one back', async () => {
    const buyer = await signedInAccount(app, { lastName: 'Lister' });
    const { conversation } = await started(buyer);
    const list = async (query: string) =>
      conversationsAnswerSchema.parse(
        (await call('GET', `/conversations${query}`, buyer.auth)).json(),
      ).data;
    expect((await list('')).items.map((item) => item.id)).toEqual([conversation.id]);
    expect((await list('?filter=requirement')).items).toEqual([]);
    expect((await list('?filter=listing&q=brass')).items).toHaveLength(1);
    expect((await list('?q=500%20pieces')).items).toHaveLength(1);
    expect((await list('?q=nothing%25like')).items).toHaveLength(0);
    // A control character (NUL cannot reach PostgreSQL text) is a space in the search.
    expect((await list('?q=500%00pieces')).items).toHaveLength(1);
    expect(
      (await call('PUT', `/conversations/${conversation.id}/archive`, buyer.auth)).statusCode,
    ).toBe(200);
    expect((await list('')).items).toEqual([]);
    expect((await list('?filter=archived')).items.map((item) => item.archived)).toEqual([true]);
    await send(seller, conversation.id, { text: 'Any news?' });
    const back = await list('');
    expect(back.items.map((item) => [item.id, item.unread, item.archived])).toEqual([
      [conversation.id, 1, false],
    ]);
    expect(back.unreadTotal).toBe(1);
    expect((await call('GET', '/conversations?filter=everything', buyer.auth)).statusCode).toBe(
      400,
    );
  });

  it('collapses message notifications while one for the conversation is unread', async () => {
    const buyer = await signedInAccount(app);
    const { conversation } = await started(buyer);
    await send(seller, conversation.id, { text: 'one' });
    await send(seller, conversation.id, { text: 'two' });
    const notes = notificationsAnswerSchema
      .parse((await call('GET', '/notifications', buyer.auth)).json())
      .data.items.filter((note) => note.type === 'message.received');
    expect(notes).toHaveLength(1);
    expect(notes[0]?.data).toMatchObject({ conversationId: conversation.id });
  });

  it('a seller writes to a requirement; the proposals engine records system messages in it', async () => {
    const buyer = await signedInAccount(app);
    const requirement = requirementAnswerSchema.parse(
      (
        await call(
          'POST',
          '/requirements',
          buyer.auth,
          onionRequirementBody({ urgency: 'high', place: { city: 'Jaipur', country: 'IN' } }),
        )
      ).json(),
    ).data.requirement;
    const body = { messageId: randomUUID(), message: 'We make these. Can we quote?' };
    const res = await call(
      'POST',
      `/requirements/${requirement.id}/conversations`,
      seller.auth,
      body,
    );
    expect(res.statusCode).toBe(201);
    const { conversation } = conversationStartAnswerSchema.parse(res.json()).data;
    expect(conversation).toMatchObject({
      subject: { kind: 'requirement', id: requirement.id },
      buyer: { id: buyer.id },
      seller: { id: seller.id },
      inquiry: null,
    });
    const notSeller = await signedInAccount(app);
    const refused = await call(
      'POST',
      `/requirements/${requirement.id}/conversations`,
      notSeller.auth,
      {
        ...body,
        messageId: randomUUID(),
      },
    );
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused).message).toBe(m.sellerOnly);

    const system = await app.get(ConversationsService).recordSystemMessage({
      subject: { kind: 'requirement', id: requirement.id },
      buyerId: buyer.id,
      sellerId: seller.id,
      text: 'Proposal sent: 300 hinges at ₹45 each',
      data: { proposalId: 'p1', status: 'sent' },
    });
    expect(system).toMatchObject({
      conversationId: conversation.id,
      kind: 'system',
      senderId: null,
      seq: '2',
      data: { proposalId: 'p1', status: 'sent' },
    });
  });

  it('a subject back in review, rejected or hidden by a suspension shows the other side a neutral title, never its current text', async () => {
    const buyer = await signedInAccount(app, { lastName: 'Withheld' });
    const suspended = await signedInAccount(app, { role: 'trader', lastName: 'Suspended' });
    await call('PUT', '/shops/mine', suspended.auth, {
      name: 'Bell Works',
      place: { city: 'Moradabad', country: 'IN' },
    });
    const listingBody = async (who: SignedInAccount, title: string) => ({
      title,
      description: 'Solid brass lamps and bells, polished, in three sizes, for wholesale.',
      category: 'handbags',
      price: { type: 'fixed', amountMinor: 45_000, currency: 'INR', unit: 'piece' },
      minOrder: { quantity: 10, unit: 'piece' },
      imageIds: await uploadedPhotos(app, who.id, 1),
      intent: 'publish',
    });
    const posted = async (who: SignedInAccount, title: string) => {
      const res = await call('POST', '/listings', who.auth, await listingBody(who, title));
      return listingAnswerSchema.parse(res.json()).data.listing.id;
    };
    const inReview = await posted(seller, 'Brass lamps in three sizes');
    const hidden = await posted(suspended, 'Brass bells in three sizes');
    const opened = async (listing: string) => {
      const res = await call('POST', `/listings/${listing}/inquiries`, buyer.auth, {
        messageId: randomUUID(),
        message: 'Do you ship 500 pieces to Delhi?',
      });
      expect(res.statusCode).toBe(201);
      return conversationStartAnswerSchema.parse(res.json()).data.conversation.id;
    };
    const aboutReview = await opened(inReview);
    const aboutHidden = await opened(hidden);
    const requirement = requirementAnswerSchema.parse(
      (
        await call(
          'POST',
          '/requirements',
          buyer.auth,
          onionRequirementBody({
            title: 'Need 300 brass hinges',
            description: 'Looking for a supplier of brass hinges, medium size, for our cupboards.',
            quantity: { amount: 300, unit: 'piece' },
            place: { city: 'Jaipur', country: 'IN' },
          }),
        )
      ).json(),
    ).data.requirement;
    const contacted = await call(
      'POST',
      `/requirements/${requirement.id}/conversations`,
      seller.auth,
      {
        messageId: randomUUID(),
        message: 'We make these hinges.',
      },
    );
    const aboutRejected = conversationStartAnswerSchema.parse(contacted.json()).data.conversation
      .id;

    // Back in review: the seller's edit put a number in the title. Rejected by a moderator.
    // Hidden: its seller was suspended.
    const edited = await call(
      'PUT',
      `/listings/${inReview}`,
      seller.auth,
      await listingBody(seller, 'Brass lamps, call 98765 43210'),
    );
    expect(listingAnswerSchema.parse(edited.json()).data.listing.status).toBe('pending_review');
    const support = await signedInAccount(app, { role: 'support' });
    const rejected = await call(
      'POST',
      `/requirements/${requirement.id}/moderation`,
      support.auth,
      {
        action: 'reject',
        reason: 'Not a real request',
      },
    );
    expect(rejected.statusCode).toBe(200);
    const admin = await signedInAccount(app, { role: 'admin' });
    expect(
      (await call('POST', `/admin/users/${suspended.id}/suspend`, admin.auth, { reason: 'Spam' }))
        .statusCode,
    ).toBe(200);

    const listed = (who: SignedInAccount, query = '') =>
      call('GET', `/conversations${query}`, who.auth);
    const subjects = async (who: SignedInAccount, query = '') => {
      const items = conversationsAnswerSchema.parse((await listed(who, query)).json()).data.items;
      return new Map(items.map((item) => [item.id, item.subject]));
    };
    const c = messages.catalogue;
    expect((await listed(buyer)).body).not.toContain('98765');
    const theBuyers = await subjects(buyer);
    expect(theBuyers.get(aboutReview)).toMatchObject({ title: c.listingWithheld, thumb: null });
    expect(theBuyers.get(aboutHidden)).toMatchObject({ title: c.listingWithheld, thumb: null });
    // Its own requirement: its author reads its title as it is.
    expect(theBuyers.get(aboutRejected)?.title).toBe('Need 300 brass hinges');
    const theSellers = await subjects(seller);
    expect(theSellers.get(aboutReview)?.title).toBe('Brass lamps, call 98765 43210');
    expect(theSellers.get(aboutRejected)).toMatchObject({ title: c.requirementWithheld });
    // A withheld title is not found by a search either, nor opened one by one.
    expect((await subjects(buyer, '?q=lamps')).size).toBe(0);
    const one = conversationAnswerSchema.parse(
      (await call('GET', `/conversations/${aboutReview}`, buyer.auth)).json(),
    ).data.conversation;
    expect(one.subject.title).toBe(c.listingWithheld);

    // A proposal step opening a new conversation keeps the title the public reads, not the text.
    const another = await signedInAccount(app, { role: 'trader' });
    const system = await app.get(ConversationsService).recordSystemMessage({
      subject: { kind: 'requirement', id: requirement.id },
      buyerId: buyer.id,
      sellerId: another.id,
      text: 'Proposal withdrawn',
    });
    const [stored] = await app
      .get(EntityManager)
      .fork()
      .execute<{ subject_title: string }[]>(
        `select "subject_title" from "conversation" where "id" = ?`,
        [system.conversationId],
      );
    expect(stored?.subject_title).toBe(c.requirementWithheld);
  });

  it('reports: only the other side reports a message, once; staff then read it', async () => {
    const buyer = await signedInAccount(app);
    const { conversation } = await started(buyer);
    const sent = messageAnswerSchema.parse(
      (await send(seller, conversation.id, { text: 'Pay me outside the platform' })).json(),
    ).data.message;
    const support = await signedInAccount(app, { role: 'support' });
    expect((await call('GET', `/messages/${sent.id}`, support.auth)).statusCode).toBe(404);
    const own = await call('POST', `/messages/${sent.id}/report`, seller.auth, { reason: 'fraud' });
    expect(own.statusCode).toBe(403);
    const report = await call('POST', `/messages/${sent.id}/report`, buyer.auth, {
      reason: 'fraud',
    });
    expect(report.statusCode).toBe(201);
    expect(report.json<{ message: string }>().message).toBe(m.reported);
    expect(
      (await call('POST', `/messages/${sent.id}/report`, buyer.auth, { reason: 'fraud' }))
        .statusCode,
    ).toBe(409);
    const read = await call('GET', `/messages/${sent.id}`, support.auth);
    expect(read.statusCode).toBe(200);
    expect(messageAnswerSchema.parse(read.json()).data.message.text).toBe(
      'Pay me outside the platform',
    );

    // The report waits in the staff's one queue with the posts' and shops' reports: the message's
    // text, its sender and its reporter.
    const queue = reportQueueAnswerSchema.parse(
      (await call('GET', '/reports', support.auth)).json(),
    ).data.reports;
    const queued = queue.find((r) => r.targetId === sent.id);
    expect(queued).toMatchObject({
      targetKind: 'message',
      targetTitle: 'Pay me outside the platform',
      reason: 'fraud',
      status: 'open',
      reporter: { id: buyer.id },
      author: { id: seller.id, name: expect.stringContaining('Seller') },
    });
    // Once closed, the buyer may report the message again; staff still read it.
    const closed = await call('POST', `/reports/${queued!.id}/decision`, support.auth, {
      outcome: 'dismissed',
    });
    expect(closed.statusCode).toBe(200);
    expect((await call('GET', `/messages/${sent.id}`, support.auth)).statusCode).toBe(200);
    expect(
      (await call('POST', `/messages/${sent.id}/report`, buyer.auth, { reason: 'spam' }))
        .statusCode,
    ).toBe(201);
  });

  it('response metrics: share answered within 24 h and the median first answer, on the shop', async () => {
    const trader = await signedInAccount(app, { role: 'trader' });
    const shop = shopAnswerSchema.parse(
      (
        await call('PUT', '/shops/mine', trader.auth, {
          name: 'Quick Replies',
          place: { city: 'Agra', country: 'IN' },
        })
      ).json(),
    ).data.shop;
    const [photo] = await uploadedPhotos(app, trader.id, 1);
    const listing = listingAnswerSchema.parse(
      (
        await call('POST', '/listings', trader.auth, {
          title: 'Marble coasters',
          description: 'Hand carved marble coasters with inlay work, sets of four.',
          category: 'handbags',
          price: { type: 'fixed', amountMinor: 90_000, currency: 'INR', unit: 'piece' },
          minOrder: { quantity: 1, unit: 'piece' },
          imageIds: [photo],
          intent: 'publish',
        })
      ).json(),
    ).data.listing;
    const ask = async () => {
      const buyer = await signedInAccount(app);
      const res = await call('POST', `/listings/${listing.id}/inquiries`, buyer.auth, {
        messageId: randomUUID(),
        message: 'Price for 100 sets?',
      });
      return conversationStartAnswerSchema.parse(res.json()).data.conversation.id;
    };
    const answeredFast = await ask();
    const answeredLate = await ask();
    const neverAnswered = await ask();
    const em = app.get(EntityManager).fork();
    // Back-date the inquiries: 10 minutes, 30 hours and 2 days before the answers.
    const backdate = (id: string, minutes: number) =>
      em.execute(
        `update "conversation" set "inquired_at" = now() - make_interval(mins => ?) where "id" = ?`,
        [minutes, id],
      );
    await backdate(answeredFast, 10);
    await backdate(answeredLate, 30 * 60);
    await backdate(neverAnswered, 48 * 60);
    await send(trader, answeredFast, { text: 'Yes' });
    await send(trader, answeredLate, { text: 'Sorry, late' });
    const shown = shopAnswerSchema.parse((await call('GET', `/shops/${shop.slug}`)).json()).data
      .shop;
    expect(shown.responseRate).toBe(33);
    // Median of 10 and 1800 minutes.
    expect(shown.responseTimeMinutes).toBeGreaterThanOrEqual(904);
    expect(shown.responseTimeMinutes).toBeLessThanOrEqual(906);
  });

  it('rate limits inquiries per user with a clear message', async () => {
    const buyer = await signedInAccount(app);
    let last = await inquire(buyer);
    for (let i = 0; i < 25 && last.statusCode !== 429; i++) last = await inquire(buyer);
    expect(last.statusCode).toBe(429);
    expect(rateLimitedSchema.parse(last.json()).message).toBe(m.inquiryRateLimited);
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('refuses inquiries about my own listing, a missing one, and bad bodies with clear messages', async () => {
    const own = await call('POST', `/listings/${listingId}/inquiries`, seller.auth, {
      messageId: randomUUID(),
      message: 'Me?',
    });
    expect(own.statusCode).toBe(403);
    expect(errorOf(own).message).toBe(m.ownListing);
    const buyer = await signedInAccount(app);
    const missing = await call('POST', `/listings/${randomUUID()}/inquiries`, buyer.auth, {
      messageId: randomUUID(),
      message: 'Hello',
    });
    expect(missing.statusCode).toBe(404);
    const long = await inquire(buyer, { message: 'x'.repeat(5001) });
    expect(long.statusCode).toBe(400);
    expect(errorOf(long).errors[0]?.msg).toBe(m.textTooLong(5000));
    const noPhone = await inquire(buyer, { sharePhone: true });
    expect(noPhone.statusCode).toBe(400);
    expect(errorOf(noPhone).message).toBe(m.phoneMissing);
    const badId = await inquire(buyer, { messageId: 'abc' });
    expect(badId.statusCode).toBe(400);
    expect(errorOf(badId).errors[0]?.msg).toBe(m.messageIdInvalid);
  });
});

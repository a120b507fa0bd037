import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  orderAnswerSchema,
  apiErrorCodes,
  apiErrorSchema,
  messages,
  myProposalsAnswerSchema,
  notificationsAnswerSchema,
  proposalAnswerSchema,
  proposalChangedErrorSchema,
  proposalDocumentUploadAnswerSchema,
  requirementAnswerSchema,
  requirementProposalsAnswerSchema,
  serverEvents,
  type Proposal,
  type Role,
} from '@matchbazaar/contracts';
import type { Socket } from 'socket.io-client';
import { AccountErasureService } from '../../identity/account-erasure/account-erasure.service.js';
import { SettingsService } from '../../platform/settings/settings.service.js';
import { startCatalogueApp } from '../../testing/catalogue-app.js';
import { uploadedPhotos } from '../../testing/catalogue-fixtures.js';
import { multipartBody, streamedMultipartBody } from '../../testing/multipart-body.js';
import { savedAddress } from '../../testing/placed-order.js';
import { connectedSocket } from '../../testing/realtime-client.js';
import { signedInAccount, type SignedInAccount } from '../../testing/signed-in-account.js';
import { signedInSeller } from '../../testing/signed-in-seller.js';
import { listen } from '../../testing/test-env.js';
import { tinyPdf } from '../../testing/tiny-pdf.js';
import { tinyImages } from '../../identity/users/testing/tiny-images.js';
import { ProposalDocumentsSweeper } from './proposal-documents-sweeper.js';

const m = messages.proposals;
const problem = (res: { json: () => unknown }) => apiErrorSchema.parse(res.json());
const proposalOf = (res: { json: () => unknown }) =>
  proposalAnswerSchema.parse(res.json()).data.proposal;

const inDays = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

let n = 0;
const requirementBody = () => ({
  title: `Need 500 kg of turmeric powder ${++n}`,
  description: 'Looking for a supplier of turmeric powder, high curcumin, packed in 25 kg bags.',
  category: 'fresh-vegetables',
  quantity: { amount: 500, unit: 'kg' },
  budget: { minMinor: 100_000, maxMinor: 200_000, currency: 'INR' },
  urgency: 'medium',
  place: { city: 'Mumbai', country: 'IN' },
  intent: 'publish',
});
const proposalBody = (extra: Record<string, unknown> = {}) => ({
  unitPriceMinor: 1_250,
  currency: 'INR',
  quantity: 500,
  deliveryDays: 7,
  validUntil: inDays(14),
  message: 'We can deliver in 25 kg bags within a week.',
  ...extra,
});

describe('proposals on requirements (real PostgreSQL and Redis)', () => {
  let s: Awaited<ReturnType<typeof startCatalogueApp>>;
  let base: string;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    s = await startCatalogueApp('proposals');
    base = await listen(s.app);
  });

  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await s?.stop();
  });

  const signedIn = (role: Role = 'user') => signedInAccount(s.app, { role });
  /** A buyer with a saved (default) address: a goods deal's order is delivered there. */
  async function buyerWithAddress(): Promise<SignedInAccount> {
    const buyer = await signedIn();
    await savedAddress(s.call, buyer);
    return buyer;
  }
  const seller = () =>
    signedInSeller(s.app, s.call, {
      shop: { name: `Spice House ${++n}`, place: { city: 'Pune', country: 'IN' } },
    });
  async function requirementOf(buyer: SignedInAccount): Promise<string> {
    const res = await s.call('POST', '/requirements', buyer.auth, requirementBody());
    expect(res.statusCode).toBe(201);
    return requirementAnswerSchema.parse(res.json()).data.requirement.id;
  }
  const propose = (
    who: SignedInAccount,
    requirementId: string,
    extra: Record<string, unknown> = {},
  ) => s.call('POST', `/requirements/${requirementId}/proposals`, who.auth, proposalBody(extra));
  const list = (who: SignedInAccount | null, requirementId: string) =>
    s.call('GET', `/requirements/${requirementId}/proposals`, who?.auth ?? {});
  const listed = async (who: SignedInAccount | null, requirementId: string) =>
    requirementProposalsAnswerSchema.parse((await list(who, requirementId)).json()).data;
  const uploadDocument = (
    who: SignedInAccount | null,
    requirementId: string,
    bytes: Buffer,
    filename = 'Quotation Q-17.pdf',
    field = 'file',
  ) => {
    const { payload, contentType } = multipartBody(field, bytes, 'application/pdf', filename);
    return s.app.inject({
      method: 'POST',
      url: `/api/v1/requirements/${requirementId}/proposal-documents`,
      headers: { ...who?.auth, 'content-type': contentType },
      payload,
    });
  };
  const documentOf = (res: { json: () => unknown }) =>
    proposalDocumentUploadAnswerSchema.parse(res.json()).data.document;
  const uploaded = async (who: SignedInAccount, requirementId: string, name?: string) => {
    const res = await uploadDocument(who, requirementId, tinyPdf(name), name);
    expect(res.statusCode).toBe(201);
    return documentOf(res);
  };
  const documentRows = (ids: string[]) =>
    s.app
      .get(EntityManager)
      .fork()
      .execute<{ id: string; proposal_id: string | null }[]>(
        `select "id", "proposal_id" from "proposal_document" where "id" in (?) order by "created_at"`,
        [ids],
      );

  describe('sending one', () => {
    it('a seller with a shop proposes; the total is the server’s unit price × quantity', async () => {
      const buyer = await signedIn();
      const id = await requirementOf(buyer);
      const trader = await seller();
      const res = await s.call('POST', `/requirements/${id}/proposals`, trader.auth, {
        ...proposalBody(),
        totalMinor: 1,
      });
      expect(res.statusCode).toBe(201);
      const proposal = proposalOf(res);
      expect(proposal).toMatchObject({
        status: 'submitted',
        unitPriceMinor: 1_250,
        quantity: 500,
        totalMinor: 625_000,
        requirementId: id,
        buyerId: buyer.id,
      });
      expect(proposal.seller).toMatchObject({ id: trader.id, rating: null });
      expect(proposal.history.map((h) => h.type)).toEqual(['submitted']);
    });

    it('refuses buyers, sellers without a shop, their own requirement, and a second active one', async () => {
      const buyer = await signedIn();
      const id = await requirementOf(buyer);
      const cases: [SignedInAccount, number, string][] = [
        [await signedIn('user'), 403, m.sellersOnly],
        [await signedIn('trader'), 403, m.shopRequired],
      ];
      for (const [who, status, message] of cases) {
        const res = await propose(who, id);
        expect([res.statusCode, problem(res).message]).toEqual([status, message]);
      }
      const own = await seller();
      const ownId = await requirementOf(own);
      const res = await propose(own, ownId);
      expect([res.statusCode, problem(res).message]).toEqual([403, m.ownRequirement]);

      const trader = await seller();
      expect((await propose(trader, id)).statusCode).toBe(201);
      const again = await propose(trader, id);
      expect([again.statusCode, problem(again).message]).toEqual([409, m.alreadyProposed]);
    });

    it('checks the terms: a past validity date, a total too large, someone else’s photo', async () => {
      const buyer = await signedIn();
      const id = await requirementOf(buyer);
      const trader = await seller();
      const past = await propose(trader, id, { validUntil: inDays(-1) });
      expect(past.statusCode).toBe(400);
      expect(problem(past).errors).toEqual([{ path: 'validUntil', msg: m.validUntilPast }]);
      const huge = await propose(trader, id, { unitPriceMinor: 1_000_000_000_000, quantity: 5 });
      expect(huge.statusCode).toBe(400);
      expect(problem(huge).errors).toContainEqual({ path: 'unitPriceMinor', msg: m.totalTooLarge });
      const [foreign] = await uploadedPhotos(s.app, buyer.id, 1);
      const notMine = await propose(trader, id, { attachmentIds: [foreign] });
      expect(notMine.statusCode).toBe(400);
      expect(problem(notMine).errors).toEqual([
        { path: 'attachmentIds.0', msg: m.attachmentNotYours },
      ]);
      const mine = await uploadedPhotos(s.app, trader.id, 2);
      const withPhotos = await propose(trader, id, { attachmentIds: mine });
      expect(withPhotos.statusCode).toBe(201);
      expect(proposalOf(withPhotos).attachments.map((a) => a.id)).toEqual(mine);
    });

    it('a missing or unknown requirement is a 404', async () => {
      const trader = await seller();
      expect((await propose(trader, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
      expect((await propose(trader, 'not-a-uuid')).statusCode).toBe(404);
    });
  });

  describe('the cap', () => {
    it('stops at the admin setting, counted atomically under parallel submissions', async () => {
      await s.app.get(SettingsService).set('proposals.perRequirementCap', 3);
      try {
        const buyer = await signedIn();
        const id = await requirementOf(buyer);
        const traders = await Promise.all(Array.from({ length: 6 }, () => seller()));
        const answers = await Promise.all(traders.map((t) => propose(t, id)));
        const codes = answers.map((r) => r.statusCode).sort();
        expect(codes).toEqual([201, 201, 201, 409, 409, 409]);
        for (const res of answers.filter((r) => r.statusCode === 409)) {
          expect(problem(res).message).toBe(m.requirementFull(3));
        }
        const view = await listed(buyer, id);
        expect(view.cap).toEqual({ limit: 3, taken: 3 });
        const late = traders[answers.findIndex((r) => r.statusCode === 409)]!;
        expect((await listed(late, id)).propose).toBe('full');

        // A withdrawn proposal frees its place.
        const first = traders[answers.findIndex((r) => r.statusCode === 201)]!;
        const mine = (await listed(first, id)).items[0]!;
        expect(
          (await s.call('POST', `/proposals/${mine.id}/withdraw`, first.auth)).statusCode,
        ).toBe(200);
        expect((await propose(late, id)).statusCode).toBe(201);
      } finally {
        await s.app.get(SettingsService).set('proposals.perRequirementCap', 20);
      }
    });
  });

  describe('access', () => {
    it('only the buyer sees every proposal; a seller sees only their own; others none', async () => {
      const buyer = await signedIn();
      const id = await requirementOf(buyer);
      const [a, b] = [await seller(), await seller()];
      const pa = proposalOf(await propose(a, id));
      proposalOf(await propose(b, id));

      const forBuyer = await listed(buyer, id);
      expect(forBuyer.viewer).toBe('buyer');
      expect(forBuyer.items).toHaveLength(2);
      expect(forBuyer.propose).toBe('own');

      const forA = await listed(a, id);
      expect(forA.viewer).toBe('seller');
      expect(forA.items.map((p) => p.id)).toEqual([pa.id]);
      expect(forA.propose).toBe('active');

      const stranger = await signedIn();
      expect((await listed(stranger, id)).items).toEqual([]);
      expect((await listed(stranger, id)).propose).toBe('notTrader');
      expect((await listed(null, id)).propose).toBe('signedOut');
      const admin = await signedIn('admin');
      expect((await listed(admin, id)).items).toEqual([]);

      // Acting on someone else's proposal: 404 for strangers (ids cannot be probed), 403 for
      // the wrong side.
      const other = await seller();
      const hidden = await s.call('POST', `/proposals/${pa.id}/shortlist`, other.auth);
      expect([hidden.statusCode, problem(hidden).message]).toEqual([404, m.notFound]);
      const sellerShortlists = await s.call('POST', `/proposals/${pa.id}/shortlist`, a.auth);
      expect([sellerShortlists.statusCode, problem(sellerShortlists).message]).toEqual([
        403,
        m.onlyBuyer,
      ]);
      const buyerWithdraws = await s.call('POST', `/proposals/${pa.id}/withdraw`, buyer.auth);
      expect([buyerWithdraws.statusCode, problem(buyerWithdraws).message]).toEqual([
        403,
        m.onlySeller,
      ]);
    });
  });

  describe('the negotiation', () => {
    it('counter, then the seller accepts it: the deal closes in that step, an order accepted by both, pushed live to both sides, others declined, requirement closed', async () => {
      const buyer = await buyerWithAddress();
      const id = await requirementOf(buyer);
      const [a, b] = [await seller(), await seller()];
      const buyerSocket = await connectedSocket(base, buyer.token, sockets);
      const sellerSocket = await connectedSocket(base, a.token, sockets);
      const pushes = { buyer: [] as Proposal[], seller: [] as Proposal[] };
      buyerSocket.on(serverEvents.proposalChanged, (p: Proposal) => pushes.buyer.push(p));
      sellerSocket.on(serverEvents.proposalChanged, (p: Proposal) => pushes.seller.push(p));

      const pa = proposalOf(await propose(a, id));
      const pb = proposalOf(await propose(b, id));

      const shortlisted = await s.call('POST', `/proposals/${pa.id}/shortlist`, buyer.auth);
      expect(proposalOf(shortlisted).status).toBe('shortlisted');

      const counter = await s.call('POST', `/proposals/${pa.id}/counter`, buyer.auth, {
        unitPriceMinor: 1_100,
        quantity: 400,
        deliveryDays: 5,
        message: 'Could you do 400 kg at 11?',
      });
      expect(proposalOf(counter)).toMatchObject({
        status: 'countered',
        counter: { unitPriceMinor: 1_100, quantity: 400, totalMinor: 440_000, deliveryDays: 5 },
      });
      // The buyer waits for the answer: accepting the old terms now is refused.
      const early = await s.call('POST', `/proposals/${pa.id}/accept`, buyer.auth, {
        version: pa.version,
      });
      expect(early.statusCode).toBe(409);

      const accepted = await s.call('POST', `/proposals/${pa.id}/answer-counter`, a.auth, {
        answer: 'accept',
      });
      expect(accepted.json()).toMatchObject({ message: m.counterAccepted });
      expect(proposalOf(accepted)).toMatchObject({
        status: 'accepted',
        unitPriceMinor: 1_100,
        quantity: 400,
        totalMinor: 440_000,
        deliveryDays: 5,
        counter: null,
        orderId: expect.any(String),
      });
      // The counter's terms became the proposal's: a new version of them.
      expect(proposalOf(accepted).version).toBe(pa.version + 1);
      expect(proposalOf(accepted).history.map((h) => h.type)).toEqual([
        'submitted',
        'shortlisted',
        'countered',
        'counterAccepted',
      ]);
      // The order has the buyer's terms and waits for the buyer's payment: nobody accepts again.
      const order = orderAnswerSchema.parse(
        (await s.call('GET', `/orders/${proposalOf(accepted).orderId}`, buyer.auth)).json(),
      ).data.order;
      expect(order).toMatchObject({
        status: 'accepted',
        unitPriceMinor: 1_100,
        quantity: 400,
        totalMinor: 440_000,
        deliveryDays: 5,
        actions: expect.arrayContaining(['pay']),
      });
      expect(order.timeline.map((step) => step.type)).toEqual(['placed', 'accept']);
      const twice = await s.call('POST', `/proposals/${pa.id}/accept`, buyer.auth, {
        version: proposalOf(accepted).version,
      });
      expect(twice.statusCode).toBe(409);

      const view = await listed(buyer, id);
      expect(view.requirement.status).toBe('closed');
      const other = view.items.find((p) => p.id === pb.id)!;
      expect(other).toMatchObject({ status: 'declined', declineReason: m.otherAccepted });
      // Settled: the seller can no longer change or withdraw it, nobody can propose.
      const late = await s.call('PATCH', `/proposals/${pa.id}`, a.auth, proposalBody());
      expect(late.statusCode).toBe(409);
      const newcomer = await seller();
      const refused = await propose(newcomer, id);
      expect([refused.statusCode, problem(refused).message]).toEqual([409, m.requirementNotOpen]);

      // Every step reached both sides, as stored.
      await new Promise((resolve) => setTimeout(resolve, 200));
      const steps = (list: Proposal[]) => list.filter((p) => p.id === pa.id).map((p) => p.status);
      const expected = ['submitted', 'shortlisted', 'countered', 'accepted'];
      expect(steps(pushes.buyer)).toEqual(expected);
      expect(steps(pushes.seller)).toEqual(expected);
      expect(pushes.seller.find((p) => p.id === pb.id)).toBeUndefined();
      expect(pushes.buyer.filter((p) => p.id === pb.id).map((p) => p.status)).toEqual([
        'submitted',
        'declined',
      ]);
      // The seller's response time is known from the counter-offer's answer.
      expect(proposalOf(accepted).seller.responseMinutes).toBe(0);

      // Each side was notified of the other's steps (stored, then pushed).
      const types = async (who: SignedInAccount) =>
        notificationsAnswerSchema
          .parse((await s.call('GET', '/notifications?limit=50', who.auth)).json())
          .data.items.map((item) => item.type)
          .sort();
      // The seller's acceptance placed the order: the buyer hears of both, and is asked to pay.
      expect(await types(buyer)).toEqual([
        'order.changed',
        'proposal.counterAnswered',
        'proposal.received',
        'proposal.received',
      ]);
      expect(await types(a)).toEqual(['proposal.countered', 'proposal.shortlisted']);
      expect(await types(b)).toEqual(['proposal.declined']);

      // Each step is also a system message in the buyer's and seller's thread on the requirement.
      const thread = (sellerId: string) =>
        s.app
          .get(EntityManager)
          .fork()
          .execute<{ text: string }[]>(
            `select m."text" from "conversation_message" m
             join "conversation" c on c."id" = m."conversation_id"
             where c."subject_kind" = 'requirement' and c."subject_id" = ? and c."seller_id" = ?
               and m."kind" = 'system'
             order by m."created_at", m."id"`,
            [id, sellerId],
          );
      const texts = (await thread(a.id)).map((row) => row.text.split(':')[0]);
      expect(texts).toEqual([
        m.history.submitted,
        m.history.shortlisted,
        m.history.countered,
        m.history.counterAccepted,
      ]);
      // Money in the thread is written as pages write it (₹6,250), not "INR 6250.00".
      expect((await thread(b.id)).map((row) => row.text)).toEqual([
        expect.stringContaining(`${m.history.submitted}: ₹12.50 × 500 = ₹6,250, 7 days`),
        `${m.history.declined}: ${m.otherAccepted}`,
      ]);
    });

    it('the seller updates (clearing a counter) or withdraws; the buyer declines with a reason', async () => {
      const buyer = await buyerWithAddress();
      const id = await requirementOf(buyer);
      const trader = await seller();
      const p = proposalOf(await propose(trader, id));
      await s.call('POST', `/proposals/${p.id}/counter`, buyer.auth, {
        unitPriceMinor: 900,
        quantity: 500,
        deliveryDays: 7,
      });
      const updated = await s.call(
        'PATCH',
        `/proposals/${p.id}`,
        trader.auth,
        proposalBody({ unitPriceMinor: 1_000 }),
      );
      expect(proposalOf(updated)).toMatchObject({
        status: 'shortlisted',
        unitPriceMinor: 1_000,
        totalMinor: 500_000,
        counter: null,
      });
      const noReason = await s.call('POST', `/proposals/${p.id}/decline`, buyer.auth, {
        reason: '  ',
      });
      expect(noReason.statusCode).toBe(400);
      const declined = await s.call('POST', `/proposals/${p.id}/decline`, buyer.auth, {
        reason: 'The price is above my budget.',
      });
      expect(proposalOf(declined)).toMatchObject({
        status: 'declined',
        declineReason: 'The price is above my budget.',
      });
      const withdraw = await s.call('POST', `/proposals/${p.id}/withdraw`, trader.auth);
      expect(withdraw.statusCode).toBe(409);

      // Declined is final, but the seller may send a new one.
      expect((await propose(trader, id)).statusCode).toBe(201);
      const mine = myProposalsAnswerSchema.parse(
        (await s.call('GET', '/proposals/mine', trader.auth)).json(),
      ).data.items;
      expect(mine.map((x) => x.status).sort()).toEqual(['declined', 'submitted']);
    });

    it('a proposal past its validity date is expired and can no longer be accepted', async () => {
      const buyer = await signedIn();
      const id = await requirementOf(buyer);
      const trader = await seller();
      const p = proposalOf(await propose(trader, id));
      await s.app
        .get(EntityManager)
        .fork()
        .execute(`update "proposal" set "valid_until" = current_date - 1 where "id" = ?`, [p.id]);
      const accept = await s.call('POST', `/proposals/${p.id}/accept`, buyer.auth, {
        version: p.version,
      });
      expect(accept.statusCode).toBe(409);
      expect((await listed(buyer, id)).items[0]!.status).toBe('expired');
      expect((await listed(buyer, id)).cap.taken).toBe(0);
    });
  });

  describe('PDF documents', () => {
    it('a seller uploads a real PDF and attaches it; the buyer downloads it as sent; strangers get 404', async () => {
      const buyer = await signedIn();
      const id = await requirementOf(buyer);
      const trader = await seller();
      const pdf = tinyPdf('Quotation Q-17');
      const res = await uploadDocument(trader, id, pdf, 'quotes/Quotation Q-17.pdf');
      expect(res.statusCode).toBe(201);
      expect(proposalDocumentUploadAnswerSchema.parse(res.json()).message).toBe(m.documentUploaded);
      const document = documentOf(res);
      expect(document).toEqual({
        id: expect.any(String),
        name: 'Quotation Q-17.pdf',
        size: pdf.length,
      });

      const proposal = proposalOf(await propose(trader, id, { documentIds: [document.id] }));
      const url = `/api/v1/proposals/${proposal.id}/documents/${document.id}`;
      expect(proposal.documents).toEqual([{ ...document, url }]);
      expect((await listed(buyer, id)).items[0]!.documents).toEqual([{ ...document, url }]);

      const download = (who: SignedInAccount) =>
        s.call('GET', url.replace('/api/v1', ''), who.auth);
      const got = await download(buyer);
      expect(got.statusCode).toBe(200);
      expect(got.headers).toMatchObject({
        'content-type': 'application/pdf',
        'content-disposition': `attachment; filename="Quotation Q-17.pdf"; filename*=UTF-8''Quotation%20Q-17.pdf`,
        'x-content-type-options': 'nosniff',
        'cache-control': 'private, max-age=3600',
      });
      expect(got.rawPayload.equals(pdf)).toBe(true);
      expect((await download(trader)).statusCode).toBe(200);

      // Nobody else reads the proposal (the policy's proposal rows), so nobody else gets its files.
      for (const other of [await signedIn(), await seller(), await signedIn('admin')]) {
        const refused = await download(other);
        expect([refused.statusCode, problem(refused).message]).toEqual([404, m.notFound]);
      }
      expect((await s.call('GET', url.replace('/api/v1', ''), {})).statusCode).toBe(401);
      const unknown = await s.call(
        'GET',
        `/proposals/${proposal.id}/documents/00000000-0000-4000-8000-000000000000`,
        buyer.auth,
      );
      expect([unknown.statusCode, problem(unknown).message]).toEqual([404, m.documentNotFound]);
      const garbled = await s.call('GET', `/proposals/${proposal.id}/documents/x`, buyer.auth);
      expect([garbled.statusCode, problem(garbled).message]).toEqual([404, m.documentNotFound]);
    });

    it('keeps the name readable and always a .pdf, whatever the client sent', async () => {
      const buyer = await signedIn();
      const id = await requirementOf(buyer);
      const trader = await seller();
      const name = async (filename: string) =>
        documentOf(await uploadDocument(trader, id, tinyPdf(), filename)).name;
      expect(await name('Angebot für Kunde.PDF')).toBe('Angebot für Kunde.PDF');
      expect(await name('spec sheet')).toBe('spec sheet.pdf');
      expect(await name('../../etc/passwd')).toBe('passwd.pdf');
      expect(await name(`${'q'.repeat(300)}.pdf`)).toBe(`${'q'.repeat(196)}.pdf`);
    });

    it('takes only a PDF by its bytes, up to 10 MB, from a seller who may propose on the requirement', async () => {
      const buyer = await signedIn();
      const id = await requirementOf(buyer);
      const trader = await seller();
      for (const bytes of [tinyImages.png, Buffer.from('Our prices, in plain text.\n')]) {
        const res = await uploadDocument(trader, id, bytes, 'quotation.pdf');
        expect(res.statusCode).toBe(415);
        expect(problem(res)).toMatchObject({
          message: m.documentType,
          errors: [{ path: 'file', msg: m.documentType }],
        });
      }
      const padded = (size: number) => {
        const pdf = tinyPdf();
        return Buffer.concat([pdf, Buffer.alloc(size - pdf.length, 0x0a)]);
      };
      const limit = 10 * 1024 * 1024;
      expect(documentOf(await uploadDocument(trader, id, padded(limit))).size).toBe(limit);
      const over = await uploadDocument(trader, id, padded(limit + 1));
      expect([over.statusCode, problem(over).message]).toEqual([413, m.documentTooLarge]);
      const noFile = await uploadDocument(trader, id, tinyPdf(), 'quotation.pdf', 'document');
      expect([noFile.statusCode, problem(noFile).message]).toEqual([400, m.documentRequired]);
      const json = await s.call('POST', `/requirements/${id}/proposal-documents`, trader.auth, {});
      expect([json.statusCode, problem(json).message]).toEqual([415, m.documentNotMultipart]);

      const notFound = messages.catalogue.requirementNotFound;
      const refusals: [SignedInAccount, string, number, string][] = [
        [await signedIn(), id, 403, m.sellersOnly],
        [await signedIn('trader'), id, 403, m.shopRequired],
        [buyer, id, 403, m.sellersOnly],
        [trader, '00000000-0000-4000-8000-000000000000', 404, notFound],
        [trader, 'not-a-uuid', 404, notFound],
      ];
      for (const [who, requirementId, status, message] of refusals) {
        const res = await uploadDocument(who, requirementId, tinyPdf());
        expect([res.statusCode, problem(res).message]).toEqual([status, message]);
      }
      expect((await uploadDocument(null, id, tinyPdf())).statusCode).toBe(401);
      const ownSeller = await seller();
      const own = await uploadDocument(ownSeller, await requirementOf(ownSeller), tinyPdf());
      expect([own.statusCode, problem(own).message]).toEqual([403, m.ownRequirement]);
      // Refused before the file is read: the 12 MB body is hardly pulled.
      const body = streamedMultipartBody('file');
      const streamed = await s.app.inject({
        method: 'POST',
        url: `/api/v1/requirements/${id}/proposal-documents`,
        headers: { ...buyer.auth, 'content-type': body.contentType },
        payload: body.payload,
      });
      expect([streamed.statusCode, problem(streamed).message]).toEqual([403, m.sellersOnly]);
      expect(body.pulled()).toBeLessThan(512 * 1024);
    });

    it('documentIds: the seller’s own free uploads for this requirement only; an update replaces the set', async () => {
      const buyer = await signedIn();
      const id = await requirementOf(buyer);
      const [a, b] = [await seller(), await seller()];
      const theirs = await uploaded(b, id);
      const elsewhere = await uploaded(a, await requirementOf(buyer));
      const [first, second, third] = [
        await uploaded(a, id, 'Quotation'),
        await uploaded(a, id, 'Spec sheet'),
        await uploaded(a, id, 'Certificate'),
      ];
      const refused = async (documentIds: string[], path: string) => {
        const res = await propose(a, id, { documentIds });
        expect(res.statusCode).toBe(400);
        expect(problem(res).errors).toEqual([{ path, msg: m.documentNotYours }]);
      };
      await refused([theirs.id], 'documentIds.0');
      await refused([first.id, elsewhere.id], 'documentIds.1');
      await refused(['00000000-0000-4000-8000-000000000000'], 'documentIds.0');
      // A refused send stored nothing, and attached nothing.
      expect((await listed(a, id)).items).toEqual([]);
      expect((await documentRows([first.id])).map((row) => row.proposal_id)).toEqual([null]);
      const tooMany = await propose(a, id, {
        documentIds: [first.id, second.id, third.id, theirs.id],
      });
      expect(problem(tooMany).errors).toEqual([{ path: 'documentIds', msg: m.tooManyDocuments }]);
      const notIds = await propose(a, id, { documentIds: ['x'] });
      expect(problem(notIds).errors).toEqual([{ path: 'documentIds.0', msg: m.documentInvalid }]);

      const sent = proposalOf(await propose(a, id, { documentIds: [first.id, second.id] }));
      expect(sent.documents.map((d) => d.name)).toEqual(['Quotation.pdf', 'Spec sheet.pdf']);
      const patch = (extra: Record<string, unknown>) =>
        s.call('PATCH', `/proposals/${sent.id}`, a.auth, proposalBody(extra));
      const replaced = proposalOf(await patch({ documentIds: [second.id, third.id] }));
      expect(replaced.documents.map((d) => d.id)).toEqual([second.id, third.id]);
      // The one taken off is deleted, not left behind.
      expect((await documentRows([first.id])).length).toBe(0);
      const kept = proposalOf(await patch({ unitPriceMinor: 1_300 }));
      expect(kept.documents.map((d) => d.id)).toEqual([second.id, third.id]);
      expect(proposalOf(await patch({ documentIds: [] })).documents).toEqual([]);

      // An attached document stays on its proposal: a later one cannot take it.
      const other = await uploaded(a, id);
      const withOther = proposalOf(await patch({ documentIds: [other.id] }));
      expect((await s.call('POST', `/proposals/${withOther.id}/withdraw`, a.auth)).statusCode).toBe(
        200,
      );
      await refused([other.id], 'documentIds.0');
    });

    it('the hourly sweep deletes uploads no proposal took within a day; erasure deletes the rest', async () => {
      const buyer = await signedIn();
      const id = await requirementOf(buyer);
      const trader = await seller();
      const [old, attached, fresh] = [
        await uploaded(trader, id),
        await uploaded(trader, id),
        await uploaded(trader, id),
      ];
      proposalOf(await propose(trader, id, { documentIds: [attached.id] }));
      await s.app
        .get(EntityManager)
        .fork()
        .execute(
          `update "proposal_document" set "created_at" = now() - interval '25 hours' where "id" in (?)`,
          [[old.id, attached.id]],
        );
      expect(await s.app.get(ProposalDocumentsSweeper).sweep()).toBe(1);
      const left = (await documentRows([old.id, attached.id, fresh.id])).map((row) => row.id);
      expect(left.sort()).toEqual([attached.id, fresh.id].sort());

      // Deleting the seller's account deletes every document they uploaded, attached or not.
      await s.app.get(AccountErasureService).erase(trader.id, { by: trader.id });
      expect(await documentRows([attached.id, fresh.id])).toEqual([]);
    });
  });

  describe('a requirement out of public sight', () => {
    it('back in review, rejected or hidden by a suspension: its seller reads a neutral title, never its current text; its buyer reads their own', async () => {
      const buyer = await signedIn();
      const suspended = await signedIn();
      const [inReview, rejected, hidden] = [
        await requirementOf(buyer),
        await requirementOf(buyer),
        await requirementOf(suspended),
      ];
      const trader = await seller();
      const [pReview, pRejected, pHidden] = [
        proposalOf(await propose(trader, inReview)),
        proposalOf(await propose(trader, rejected)),
        proposalOf(await propose(trader, hidden)),
      ];
      const secretTitle = 'Turmeric powder, call 98765 43210';
      const edited = await s.call('PUT', `/requirements/${inReview}`, buyer.auth, {
        ...requirementBody(),
        title: secretTitle,
      });
      expect(requirementAnswerSchema.parse(edited.json()).data.requirement.status).toBe(
        'pending_review',
      );
      const support = await signedIn('support');
      const rejection = await s.call('POST', `/requirements/${rejected}/moderation`, support.auth, {
        action: 'reject',
        reason: 'Not a real request',
      });
      expect(rejection.statusCode).toBe(200);
      const admin = await signedIn('admin');
      const suspension = await s.call('POST', `/admin/users/${suspended.id}/suspend`, admin.auth, {
        reason: 'Spam',
      });
      expect(suspension.statusCode).toBe(200);

      const withheld = messages.catalogue.requirementWithheld;
      const mine = await s.call('GET', '/proposals/mine', trader.auth);
      expect(mine.body).not.toContain('98765');
      const titles = new Map(
        myProposalsAnswerSchema
          .parse(mine.json())
          .data.items.map((p) => [p.id, p.requirementTitle]),
      );
      expect([pReview.id, pRejected.id, pHidden.id].map((id) => titles.get(id))).toEqual([
        withheld,
        withheld,
        withheld,
      ]);

      // Leaving steps still run: each side's answer and notification name the requirement as
      // that side reads it.
      const withdrawn = await s.call('POST', `/proposals/${pReview.id}/withdraw`, trader.auth);
      expect(proposalOf(withdrawn)).toMatchObject({
        status: 'withdrawn',
        requirementTitle: withheld,
      });
      const declined = await s.call('POST', `/proposals/${pRejected.id}/decline`, buyer.auth, {
        reason: 'No longer needed.',
      });
      expect(proposalOf(declined).status).toBe('declined');
      const notes = async (who: SignedInAccount) =>
        notificationsAnswerSchema
          .parse((await s.call('GET', '/notifications?limit=50', who.auth)).json())
          .data.items.map((item) => item.title);
      expect(await notes(buyer)).toContain(m.notify.withdrawn(secretTitle));
      const sellerNotes = await notes(trader);
      expect(sellerNotes).toContain(m.notify.declined(withheld));
      expect(sellerNotes.join('\n')).not.toContain('98765');
    });
  });

  describe('blocks and the terms accepted', () => {
    const block = async (who: SignedInAccount, whom: SignedInAccount) =>
      expect((await s.call('PUT', `/users/${whom.id}/block`, who.auth)).statusCode).toBe(200);
    /** What has reached `who`: their notifications, and the messages of their conversations. */
    const reached = async (who: SignedInAccount) => {
      const [row] = await s.sql<{ notifications: number; messages: number }>(
        `select (select count(*)::int from "notification" where "user_id" = ?) as "notifications",
                (select count(*)::int from "conversation_message" m join "conversation" c on c."id" = m."conversation_id"
                  where c."buyer_id" = ? or c."seller_id" = ?) as "messages"`,
        [who.id, who.id, who.id],
      );
      return row!;
    };
    const ordersOf = async (buyer: SignedInAccount) =>
      (
        await s.sql<{ n: number }>(
          `select count(*)::int as "n" from "market_order" where "buyer_id" = ?`,
          [buyer.id],
        )
      )[0]!.n;

    it('after the buyer blocks a seller, the seller can neither send, update nor prepare a proposal, and nothing reaches the buyer', async () => {
      const buyer = await signedIn();
      const id = await requirementOf(buyer);
      const other = await requirementOf(buyer);
      const trader = await seller();
      const p = proposalOf(await propose(trader, id));
      await block(buyer, trader);
      const before = await reached(buyer);

      const sent = await propose(trader, other);
      expect(sent.statusCode).toBe(403);
      expect(problem(sent).message).toBe(messages.conversations.blockedByThem);
      const updated = await s.call('PATCH', `/proposals/${p.id}`, trader.auth, {
        ...proposalBody(),
        unitPriceMinor: 1_000,
      });
      expect(updated.statusCode).toBe(403);
      expect(problem(updated).message).toBe(messages.conversations.blockedByThem);
      expect((await uploadDocument(trader, other, tinyPdf())).statusCode).toBe(403);
      // The buyer who blocked cannot negotiate either: no shortlist, no acceptance, no order.
      const shortlist = await s.call('POST', `/proposals/${p.id}/shortlist`, buyer.auth);
      expect(shortlist.statusCode).toBe(403);
      expect(problem(shortlist).message).toBe(messages.conversations.blockedByYou);
      const accept = await s.call('POST', `/proposals/${p.id}/accept`, buyer.auth, {
        version: p.version,
      });
      expect(accept.statusCode).toBe(403);
      expect(await ordersOf(buyer)).toBe(0);

      // Leaving stays possible, and tells the buyer nothing.
      const withdrawn = await s.call('POST', `/proposals/${p.id}/withdraw`, trader.auth);
      expect(proposalOf(withdrawn).status).toBe('withdrawn');
      expect(await reached(buyer)).toEqual(before);
      const stored = (await listed(buyer, id)).items[0]!;
      expect(stored).toMatchObject({ status: 'withdrawn', unitPriceMinor: 1_250 });
    });

    it('after a seller blocks the buyer, the buyer cannot accept their proposal: no order, nothing sent', async () => {
      const buyer = await signedIn();
      const id = await requirementOf(buyer);
      const trader = await seller();
      const p = proposalOf(await propose(trader, id));
      await block(trader, buyer);
      const before = await reached(trader);

      const accept = await s.call('POST', `/proposals/${p.id}/accept`, buyer.auth, {
        version: p.version,
      });
      expect(accept.statusCode).toBe(403);
      expect(problem(accept).message).toBe(messages.conversations.blockedByThem);
      expect(await ordersOf(buyer)).toBe(0);
      expect(await reached(trader)).toEqual(before);
      expect((await listed(buyer, id)).requirement.status).toBe('open');
    });

    it('an acceptance names the version the buyer saw: terms changed since are a 409 with the new terms; the current version places the order', async () => {
      const buyer = await buyerWithAddress();
      const id = await requirementOf(buyer);
      const trader = await seller();
      const seen = proposalOf(await propose(trader, id));
      expect(seen.version).toBe(1);

      // The seller raises the price and changes the currency between the buyer's read and click.
      const changed = proposalOf(
        await s.call('PATCH', `/proposals/${seen.id}`, trader.auth, {
          ...proposalBody(),
          unitPriceMinor: 9_900,
          currency: 'USD',
        }),
      );
      expect(changed.version).toBe(2);
      const stale = await s.call('POST', `/proposals/${seen.id}/accept`, buyer.auth, {
        version: seen.version,
      });
      expect(stale.statusCode).toBe(409);
      const conflict = proposalChangedErrorSchema.parse(stale.json());
      expect(conflict).toMatchObject({
        message: m.termsChanged,
        code: apiErrorCodes.proposalChanged,
        data: {
          proposal: {
            id: seen.id,
            status: 'submitted',
            version: 2,
            unitPriceMinor: 9_900,
            currency: 'USD',
            totalMinor: 9_900 * 500,
          },
        },
      });
      expect(await ordersOf(buyer)).toBe(0);
      expect((await listed(buyer, id)).requirement.status).toBe('open');

      // An acceptance that names no version is a 400, never an order of unseen terms.
      const unnamed = await s.call('POST', `/proposals/${seen.id}/accept`, buyer.auth, {});
      expect(unnamed.statusCode).toBe(400);
      expect(problem(unnamed).errors).toEqual([{ path: 'version', msg: m.versionInvalid }]);

      const accepted = await s.call('POST', `/proposals/${seen.id}/accept`, buyer.auth, {
        version: conflict.data.proposal.version,
      });
      expect(accepted.statusCode).toBe(200);
      const proposal = proposalOf(accepted);
      expect(proposal).toMatchObject({ status: 'accepted', version: 2 });
      const [order] = await s.sql<{ currency: string; unit_price_minor: string }>(
        `select "currency", "unit_price_minor" from "market_order" where "id" = ?`,
        [proposal.orderId],
      );
      expect(order).toEqual({ currency: 'USD', unit_price_minor: '9900' });
    });
  });
});

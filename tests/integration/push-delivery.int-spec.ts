import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import {
  conversationStartAnswerSchema,
  listingAnswerSchema,
  pushPayloadSchema,
} from '@matchbazaar/contracts';
import { startMailSink, type MailSink } from '../../apps/mail-sink/src/index.js';
import { BFF_CONFIG, type BffConfig } from '../../apps/bff/src/platform/config/bff-config.js';
import { basmatiListingBody } from '../../apps/bff/src/testing/catalogue-fixtures.js';
import { startCatalogueApp, type ApiCall } from '../../apps/bff/src/testing/catalogue-app.js';
import { signedInAccount } from '../../apps/bff/src/testing/signed-in-account.js';
import { signedInSeller } from '../../apps/bff/src/testing/signed-in-seller.js';
import { TEST_VAPID_KEYS } from '../../apps/bff/src/testing/test-env.js';
import { startPushService, type LoopbackPushService } from '../push-service/push-service.js';
import {
  buildWorker,
  startWorkerProcess,
  type WorkerProcess,
} from '../../scripts/system/worker-process.ts';

const vapidSubject = 'mailto:push-delivery@matchbazaar.test';

/**
 * One buyer's inquiry through POST /listings/:id/inquiries to the seller's phone, with the worker
 * as its own process (the built one, configured by its environment, trusting the loopback push
 * service's certificate through NODE_EXTRA_CA_CERTS as a deployment trusts its CAs). What the
 * push carries is checked against what the buyer typed and who they are: the web-push spec covers
 * the routes, 410, live sockets, preferences and erasure with the worker in its process.
 */
describe('an inquiry pushed to the seller (BFF, worker process, loopback push service)', () => {
  let app: NestFastifyApplication;
  let call: ApiCall;
  let stop: () => Promise<void>;
  let sink: MailSink;
  let service: LoopbackPushService;
  let worker: WorkerProcess;

  beforeAll(async () => {
    buildWorker();
    ({ app, call, stop } = await startCatalogueApp('push_delivery'));
    const config = app.get<BffConfig>(BFF_CONFIG);
    [sink, service] = await Promise.all([
      startMailSink({ smtpPort: 0, httpPort: 0 }),
      startPushService(),
    ]);
    worker = await startWorkerProcess({
      REDIS_URL: config.REDIS_URL,
      REDIS_PREFIX: config.REDIS_PREFIX,
      DATABASE_URL: config.DATABASE_URL,
      SMTP_URL: sink.smtpUrl,
      SUBSCRIPTION_LINK_SECRET: config.SUBSCRIPTION_LINK_SECRET,
      VAPID_PUBLIC_KEY: TEST_VAPID_KEYS.publicKey,
      VAPID_PRIVATE_KEY: TEST_VAPID_KEYS.privateKey,
      VAPID_SUBJECT: vapidSubject,
      NODE_EXTRA_CA_CERTS: service.certificatePath,
    });
  }, 120_000);

  afterAll(async () => {
    await worker?.kill('SIGTERM');
    await service?.close();
    await sink?.close();
    await stop?.();
  });

  it('arrives encrypted and signed, naming the listing and opening the conversation, and nothing of the buyer', async () => {
    const seller = await signedInSeller(app, call, {
      shop: { name: 'Karnal Rice Traders', place: { city: 'Karnal', country: 'IN' } },
      photos: 1,
    });
    const listing = listingAnswerSchema.parse(
      (
        await call(
          'POST',
          '/listings',
          seller.auth,
          basmatiListingBody(seller.images, (lot) => `Basmati 1121, lot ${lot}`),
        )
      ).json(),
    ).data.listing;
    const subscription = service.createSubscription({
      applicationServerKey: TEST_VAPID_KEYS.publicKey,
    });
    expect((await call('POST', '/push/subscriptions', seller.auth, subscription)).statusCode).toBe(
      200,
    );

    // A buyer whose name, address, phone and words would each be personal data in a push.
    const buyer = await signedInAccount(app, { lastName: 'Venkataraman', phone: '+919845012345' });
    const message = 'Can you send 40 sacks to our godown at 12 Nehru Road, Pune? Call me after 6.';
    const arriving = service.nextDelivery(subscription.endpoint, 30_000);
    const answer = await call('POST', `/listings/${listing.id}/inquiries`, buyer.auth, {
      messageId: randomUUID(),
      message,
      quantity: 4_017,
      sharePhone: true,
    });
    expect(answer.statusCode).toBe(201);
    const { conversation } = conversationStartAnswerSchema.parse(answer.json()).data;
    const delivery = await arriving.catch((error: Error) => {
      throw new Error(`${error.message}\nworker:\n${worker.output()}`);
    });

    // Only the payload's own fields, each no more than the notification needs.
    const payload = pushPayloadSchema.strict().parse(delivery.payload);
    expect(payload).toMatchObject({
      category: 'inquiries',
      url: `/dashboard/inbox/${conversation.id}`,
      tag: `conversation-${conversation.id}`,
    });
    expect(payload.title).toContain(listing.title);
    for (const personal of [
      'Ada',
      'Venkataraman',
      buyer.email,
      buyer.id,
      '9845012345',
      'Nehru Road',
      'godown',
      '4017',
      '4,017',
    ]) {
      expect(delivery.text).not.toContain(personal);
    }
    // Signed by the worker's VAPID pair for this service, delivered now, not left for later.
    expect(delivery.vapid).toMatchObject({
      publicKey: TEST_VAPID_KEYS.publicKey,
      subject: vapidSubject,
      audience: service.origin,
    });
    expect(delivery.urgency).toBe('high');
    expect(delivery.ttl).toBeGreaterThan(0);
    // One push for one inquiry: nothing else arrives for the device.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(service.attemptsAt(subscription.endpoint).map((a) => a.status)).toEqual([201]);
  });
});

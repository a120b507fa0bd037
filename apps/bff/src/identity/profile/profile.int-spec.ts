import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { EntityManager } from '@mikro-orm/postgresql';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import {
  apiErrorSchema,
  imageLimits,
  messages,
  profileImageRules,
  smsMessageSchema,
  type User as PublicUser,
} from '@matchbazaar/contracts';
import { createApp } from '../../app.js';
import { AccountToken } from '../auth/account-token.entity.js';
import { StartupTasks } from '../../platform/database/startup-tasks.js';
import { QueueRegistry } from '../../platform/queues/queue-registry.js';
import { smsPerNumber } from '../../platform/queues/sms-budget.js';
import { RateLimiter } from '../../platform/rate-limits/rate-limiter.js';
import { testBffEnv } from '../../testing/test-env.js';
import { messageWriter } from '../../testing/written-messages.js';
import { profileResponseSchema } from './profile.controller.js';
import { jpegSegment, jpegWith, tinyImages } from '../users/testing/tiny-images.js';
import { declaredPng } from '../../testing/declared-png.js';
import { multipartBody } from '../../testing/multipart-body.js';
import { signedInAccount } from '../../testing/signed-in-account.js';
import { User } from '../users/user.entity.js';

const PUBLIC_URL = 'https://matchbazaar.test';

describe('the profile API (real PostgreSQL and Redis)', () => {
  let app: NestFastifyApplication;
  let cleanup: () => Promise<void>;
  let written: ReturnType<typeof messageWriter>;

  beforeAll(async () => {
    const env = await testBffEnv('profile', { PUBLIC_URL });
    cleanup = env.cleanup;
    written = messageWriter(env.config);
    app = await createApp(env.config);
    await app.get(StartupTasks).migrateAndSeed();
  });

  afterAll(async () => {
    await app?.close();
    await cleanup?.();
  });

  const em = () => app.get(EntityManager).fork();
  const signedInUser = (phone: string | null = null) => signedInAccount(app, { phone });

  const getProfile = (headers: Record<string, string>) =>
    app.inject({ method: 'GET', url: '/api/v1/users/profile', headers });
  const patchProfile = (headers: Record<string, string>, body: unknown) =>
    app.inject({
      method: 'PATCH',
      url: '/api/v1/users/profile',
      headers: { ...headers, 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });
  const upload = (headers: Record<string, string>, bytes: Buffer, field = 'image') => {
    const body = multipartBody(field, bytes);
    return app.inject({
      method: 'POST',
      url: '/api/v1/users/profile/image',
      headers: { ...headers, 'content-type': body.contentType },
      payload: body.payload,
    });
  };
  const userOf = (res: { json: () => unknown }): PublicUser =>
    profileResponseSchema.parse(res.json()).data.user;

  async function smsJobsTo(phone: string) {
    const jobs = await app
      .get(QueueRegistry)
      .get('sms')
      .getJobs(['waiting', 'delayed', 'prioritized', 'active', 'completed', 'failed']);
    return jobs
      .filter((job) => (job.data as { to?: string }).to === phone)
      .map((job) => smsMessageSchema.parse(written(job)));
  }

  describe('GET and PATCH /api/v1/users/profile', () => {
    it('answers the signed-in user as docs/product/accounts.md shows it', async () => {
      const me = await signedInUser();
      const res = await getProfile(me.auth);
      expect(res.statusCode).toBe(200);
      expect(profileResponseSchema.parse(res.json())).toEqual({
        success: true,
        message: messages.profile.loaded,
        data: {
          user: {
            id: me.id,
            firstName: 'Ada',
            lastName: 'Lovelace',
            email: me.email,
            phone: null,
            role: 'user',
            isEmailVerified: true,
            isPhoneVerified: false,
            profileImage: null,
          },
        },
      });
      expect(res.body).not.toContain('argon2');
    });

    it('needs a valid bearer token', async () => {
      const attempts: Record<string, string>[] = [{}, { authorization: 'Bearer not.a.jwt' }];
      for (const headers of attempts) {
        const res = await getProfile(headers);
        expect(res.statusCode).toBe(401);
        apiErrorSchema.parse(res.json());
      }
      const patch = await patchProfile({}, { firstName: 'X', lastName: 'Y', phone: '' });
      expect(patch.statusCode).toBe(401);
    });

    it('changes names, trimmed, and keeps a verified phone given again in another format', async () => {
      const me = await signedInUser('15551230001');
      const res = await patchProfile(me.auth, {
        firstName: '  Augusta ',
        lastName: 'King',
        phone: '+1 (555) 123-0001',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ message: messages.profile.updated });
      expect(userOf(res)).toMatchObject({
        firstName: 'Augusta',
        lastName: 'King',
        phone: '15551230001',
        isPhoneVerified: true,
      });
      expect(userOf(await getProfile(me.auth)).firstName).toBe('Augusta');
      expect(await smsJobsTo('15551230001')).toEqual([]);
    });

    it('a new phone is stored unverified and gets a code by SMS, stored hashed for that number', async () => {
      const me = await signedInUser('15551230002');
      const res = await patchProfile(me.auth, {
        firstName: 'Ada',
        lastName: 'Lovelace',
        phone: '555-123-0003',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ message: messages.profile.phoneCodeSent });
      expect(userOf(res)).toMatchObject({ phone: '5551230003', isPhoneVerified: false });

      const [sms, ...more] = await smsJobsTo('5551230003');
      expect(more).toEqual([]);
      expect(sms!.body).toMatch(/^MatchBazaar: your verification code is \d{6}\./);
      // The code is stored for the new number only, hashed.
      const code = /code is (\d{6})/.exec(sms!.body)![1]!;
      const tokens = await em().find(AccountToken, { userId: me.id, purpose: 'phone_verify' });
      expect(tokens.map((t) => t.target)).toEqual(['5551230003']);
      expect(tokens[0]!.tokenHash).not.toContain(code);

      // The web's next step: POST auth/verify-contact with the code.
      const verify = await app.inject({
        method: 'POST',
        url: '/api/v1/auth/verify-contact',
        headers: { ...me.auth, 'content-type': 'application/json' },
        payload: JSON.stringify({ type: 'phone', token: code, phone: '555-123-0003' }),
      });
      expect(verify.statusCode).toBe(200);
      expect(userOf(await getProfile(me.auth)).isPhoneVerified).toBe(true);
    });

    it('sends codes to at most 5 new numbers per hour and account (429 beyond, nothing stored)', async () => {
      const me = await signedInUser();
      const change = (phone: string) =>
        patchProfile(me.auth, { firstName: 'Ada', lastName: 'L', phone });
      for (let i = 0; i < 5; i++) expect((await change(`555000010${i}`)).statusCode).toBe(200);
      const refused = await change('5550000199');
      expect(refused.statusCode).toBe(429);
      expect(apiErrorSchema.parse(refused.json())).toMatchObject({
        message: messages.profile.tooManyPhoneChanges,
        errors: [{ path: 'phone', msg: messages.profile.tooManyPhoneChanges }],
      });
      expect(userOf(await getProfile(me.auth)).phone).toBe('5550000104');
      expect(await smsJobsTo('5550000199')).toEqual([]);
      // Names alone still save.
      expect((await change('5550000104')).statusCode).toBe(200);
    });

    it('a number of a country we do not text is refused before anything is stored', async () => {
      const me = await signedInUser('15551230010');
      const res = await patchProfile(me.auth, {
        firstName: 'Changed',
        lastName: 'L',
        phone: '+44 7911 123456',
      });
      expect(res.statusCode).toBe(400);
      expect(apiErrorSchema.parse(res.json()).errors).toEqual([
        { path: 'phone', msg: messages.sms.countryNotServed },
      ]);
      expect(userOf(await getProfile(me.auth))).toMatchObject({
        firstName: 'Ada',
        phone: '15551230010',
        isPhoneVerified: true,
      });
    });

    it('a number whose SMS budget is spent is refused and the profile stays as it was', async () => {
      const me = await signedInUser('15551230011');
      for (let i = 0; i < smsPerNumber.limit; i++)
        await app.get(RateLimiter).hit(smsPerNumber, 'phone:5550000777');
      const res = await patchProfile(me.auth, {
        firstName: 'Changed',
        lastName: 'L',
        phone: '5550000777',
      });
      expect(res.statusCode).toBe(429);
      expect(userOf(await getProfile(me.auth))).toMatchObject({
        firstName: 'Ada',
        phone: '15551230011',
        isPhoneVerified: true,
      });
    });

    it('removing the phone sends nothing', async () => {
      const me = await signedInUser('15551230004');
      const res = await patchProfile(me.auth, { firstName: 'Ada', lastName: 'L', phone: '' });
      expect(userOf(res)).toMatchObject({ phone: null, isPhoneVerified: false });
      expect(await smsJobsTo('15551230004')).toEqual([]);
    });

    it.each([
      ['null', null],
      ['an array', []],
      ['a missing first name', { lastName: 'L', phone: null }],
      ['a blank last name', { firstName: 'A', lastName: '   ', phone: null }],
      ['a 10 kB name', { firstName: 'x'.repeat(10_000), lastName: 'L', phone: null }],
      ['letters as a phone', { firstName: 'A', lastName: 'L', phone: 'call me' }],
      ['a short phone', { firstName: 'A', lastName: 'L', phone: '12345' }],
      ['a number as a name', { firstName: 42, lastName: 'L', phone: null }],
    ])("refuses %s with 400, the first bad field's text as the message", async (_name, body) => {
      const me = await signedInUser();
      const res = await patchProfile(me.auth, body);
      expect(res.statusCode).toBe(400);
      const error = apiErrorSchema.parse(res.json());
      // The first bad field's catalogue text; a body that is not an object has no field.
      expect(error.message).toBe(
        body && !Array.isArray(body) ? error.errors[0]?.msg : messages.api.validationFailed,
      );
      if (body && !Array.isArray(body)) expect(error.errors.length).toBeGreaterThan(0);
    });

    it('takes unicode and SQL-looking names as plain text', async () => {
      const me = await signedInUser();
      const res = await patchProfile(me.auth, {
        firstName: "Zoë'; drop table app_user; --",
        lastName: '李',
        phone: null,
      });
      expect(res.statusCode).toBe(200);
      expect(userOf(await getProfile(me.auth)).firstName).toBe("Zoë'; drop table app_user; --");
    });

    it("only ever touches the caller's own profile (ids in the body are ignored)", async () => {
      const me = await signedInUser();
      const other = await signedInUser();
      const res = await patchProfile(me.auth, {
        id: other.id,
        email: other.email,
        firstName: 'Mallory',
        lastName: 'M',
        phone: null,
      });
      expect(userOf(res).id).toBe(me.id);
      expect(userOf(res).email).toBe(me.email);
      expect(userOf(await getProfile(other.auth)).firstName).toBe('Ada');
    });

    it('answers 401 when the account behind a valid token is gone', async () => {
      const me = await signedInUser();
      await em().nativeDelete(User, { id: me.id });
      const res = await getProfile(me.auth);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ message: messages.accounts.sessionExpired });
    });
  });

  describe('the profile photo', () => {
    it.each([
      ['JPEG', tinyImages.jpeg, 'image/jpeg'],
      ['PNG', tinyImages.png, 'image/png'],
      ['WebP', tinyImages.webp, 'image/webp'],
    ] as const)('takes a %s, serves it publicly with cache headers', async (_n, bytes, type) => {
      const me = await signedInUser();
      const res = await upload(me.auth, bytes);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ message: messages.profile.imageUploaded });
      const url = userOf(res).profileImage!;
      expect(url).toMatch(new RegExp(`^/api/v1/users/${me.id}/image\\?v=[0-9a-f]{16}$`));
      expect(userOf(await getProfile(me.auth)).profileImage).toBe(url);

      const image = await app.inject({ method: 'GET', url }); // no bearer: public
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe(type);
      expect(image.rawPayload.equals(bytes)).toBe(true);
      expect(image.headers['cache-control']).toBe('public, max-age=86400');
      expect(image.headers['x-content-type-options']).toBe('nosniff');
      const etag = image.headers.etag as string;
      const again = await app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
      expect(again.statusCode).toBe(304);
      const bare = await app.inject({ method: 'GET', url: `/api/v1/users/${me.id}/image` });
      expect(bare.headers['cache-control']).toBe('public, no-cache');
    });

    it('publishes no metadata: EXIF (with its GPS position) and comments are dropped', async () => {
      const me = await signedInUser();
      const exif = jpegSegment(
        0xe1,
        Buffer.from('Exif\0\0MM\0*\0\0\0\x08GPS 48.85N 2.29E', 'latin1'),
      );
      const comment = jpegSegment(0xfe, Buffer.from('taken at home'));
      const url = userOf(await upload(me.auth, jpegWith(exif, comment))).profileImage!;
      const image = await app.inject({ method: 'GET', url });
      expect(image.rawPayload.equals(tinyImages.jpeg)).toBe(true);
    });

    it('refuses a file that starts like an image but is cut short', async () => {
      const me = await signedInUser();
      const res = await upload(me.auth, tinyImages.png.subarray(0, 40));
      expect(res.statusCode).toBe(415);
      expect(res.json()).toMatchObject({ message: messages.profile.imageType });
    });

    it('keeps the image limits of post photos: a small PNG declaring 20,000 x 20,000 is refused', async () => {
      const me = await signedInUser();
      const bomb = declaredPng(20_000, 20_000);
      expect(bomb.length).toBeLessThan(48 * 1024);
      const res = await upload(me.auth, bomb);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: messages.profile.imageTooManyPixels });
      const strip = await upload(me.auth, declaredPng(imageLimits.maxSide + 1, 2));
      expect(strip.statusCode).toBe(400);
      expect(userOf(await getProfile(me.auth)).profileImage).toBeNull();
    });

    it('a new photo replaces the old one under a new URL', async () => {
      const me = await signedInUser();
      const first = userOf(await upload(me.auth, tinyImages.png)).profileImage;
      const second = userOf(await upload(me.auth, tinyImages.jpeg)).profileImage;
      expect(second).not.toBe(first);
      const image = await app.inject({ method: 'GET', url: second! });
      expect(image.headers['content-type']).toBe('image/jpeg');
    });

    it('refuses what is not a JPEG, PNG or WebP by its bytes, whatever it claims', async () => {
      const me = await signedInUser();
      const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>1</script></svg>');
      const gif = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1');
      for (const bytes of [svg, gif, Buffer.from('MZ\x90\x00', 'latin1')]) {
        const body = multipartBody('image', bytes, 'image/png');
        const res = await app.inject({
          method: 'POST',
          url: '/api/v1/users/profile/image',
          headers: { ...me.auth, 'content-type': body.contentType },
          payload: body.payload,
        });
        expect(res.statusCode).toBe(415);
        expect(apiErrorSchema.parse(res.json())).toEqual({
          success: false,
          message: messages.profile.imageType,
          errors: [{ path: 'image', msg: messages.profile.imageType }],
        });
      }
      expect(userOf(await getProfile(me.auth)).profileImage).toBeNull();
    });

    it('refuses a photo over the size limit with 413, and an empty one with 400', async () => {
      const me = await signedInUser();
      const big = Buffer.concat([tinyImages.png, Buffer.alloc(profileImageRules.maxBytes)]);
      const tooBig = await upload(me.auth, big);
      expect(tooBig.statusCode).toBe(413);
      expect(tooBig.json()).toMatchObject({ message: messages.profile.imageTooLarge });
      const empty = await upload(me.auth, Buffer.alloc(0));
      expect(empty.statusCode).toBe(400);
      expect(empty.json()).toMatchObject({ message: messages.profile.imageRequired });
      // Exactly at the limit is fine.
      const atLimit = Buffer.concat([
        tinyImages.png,
        Buffer.alloc(profileImageRules.maxBytes - tinyImages.png.length),
      ]);
      expect((await upload(me.auth, atLimit)).statusCode).toBe(200);
    });

    it('refuses requests that are not a multipart upload in the `image` field: 4xx, never 500', async () => {
      const me = await signedInUser();
      const url = '/api/v1/users/profile/image';
      const json = await app.inject({
        method: 'POST',
        url,
        headers: { ...me.auth, 'content-type': 'application/json' },
        payload: '{"image":"data:image/png;base64,AAAA"}',
      });
      expect(json.statusCode).toBe(415);
      expect(json.json()).toMatchObject({ message: messages.profile.notMultipart });

      const wrongField = await upload(me.auth, tinyImages.png, 'photo');
      expect(wrongField.statusCode).toBe(400);
      expect(wrongField.json()).toMatchObject({ message: messages.profile.imageRequired });

      const noBoundary = await app.inject({
        method: 'POST',
        url,
        headers: { ...me.auth, 'content-type': 'multipart/form-data' },
        payload: 'garbage',
      });
      expect(noBoundary.statusCode).toBeGreaterThanOrEqual(400);
      expect(noBoundary.statusCode).toBeLessThan(500);

      const cut = multipartBody('image', tinyImages.png);
      const truncated = await app.inject({
        method: 'POST',
        url,
        headers: { ...me.auth, 'content-type': cut.contentType },
        payload: cut.payload.subarray(0, 60),
      });
      expect(truncated.statusCode).toBeGreaterThanOrEqual(400);
      expect(truncated.statusCode).toBeLessThan(500);

      const noBody = await app.inject({ method: 'POST', url, headers: me.auth });
      expect(noBody.statusCode).toBe(415);

      const unauthenticated = await upload({}, tinyImages.png);
      expect(unauthenticated.statusCode).toBe(401);
    });

    it('multipart bodies are still refused on JSON routes', async () => {
      const me = await signedInUser();
      const body = multipartBody('firstName', Buffer.from('X'));
      const res = await app.inject({
        method: 'PATCH',
        url: '/api/v1/users/profile',
        headers: { ...me.auth, 'content-type': body.contentType },
        payload: body.payload,
      });
      expect(res.statusCode).toBe(415);
      expect(res.json()).toMatchObject({ message: messages.api.unsupportedMediaType });
    });

    it('DELETE removes the photo; its URL then answers 404', async () => {
      const me = await signedInUser();
      const url = userOf(await upload(me.auth, tinyImages.webp)).profileImage!;
      const res = await app.inject({
        method: 'DELETE',
        url: '/api/v1/users/profile/image',
        headers: me.auth,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ message: messages.profile.imageRemoved });
      expect(userOf(res).profileImage).toBeNull();
      const gone = await app.inject({ method: 'GET', url });
      expect(gone.statusCode).toBe(404);
      expect(gone.json()).toMatchObject({ message: messages.profile.imageNotFound });
    });

    it("cannot touch another user's photo; unknown and malformed ids are 404", async () => {
      const me = await signedInUser();
      const other = await signedInUser();
      const url = userOf(await upload(other.auth, tinyImages.png)).profileImage!;
      await app.inject({ method: 'DELETE', url: '/api/v1/users/profile/image', headers: me.auth });
      expect((await app.inject({ method: 'GET', url })).statusCode).toBe(200);
      for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid', "1'or'1'='1"]) {
        const res = await app.inject({
          method: 'GET',
          url: `/api/v1/users/${encodeURIComponent(id)}/image`,
        });
        expect(res.statusCode).toBe(404);
      }
    });
  });
});

import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { EntityManager } from '@mikro-orm/postgresql';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import {
  apiErrorSchema,
  defaultQuotaSettings,
  imageLimits,
  imageUploadAnswerSchema,
  messages,
} from '@matchbazaar/contracts';
import sharp from 'sharp';
import { createApp } from '../../app.js';
import { rateLimitedSchema } from '../../platform/common/rate-limited.exception.js';
import { StartupTasks } from '../../platform/database/startup-tasks.js';
import { RateLimiter } from '../../platform/rate-limits/rate-limiter.js';
import { imageUploadLimit } from './images.controller.js';
import { imageReferences } from './images.repository.js';
import { unattachedImageLifetimeMs, UnattachedImageSweeper } from './unattached-image-sweeper.js';
import { SettingsService } from '../../platform/settings/settings.service.js';
import { declaredPng } from '../../testing/declared-png.js';
import { multipartBody, streamedMultipartBody } from '../../testing/multipart-body.js';
import { signedInAccount } from '../../testing/signed-in-account.js';
import { testBffEnv } from '../../testing/test-env.js';

const m = messages.catalogue;

/** A photo with EXIF (a camera and a GPS-like comment) that the pipeline must drop. */
function photo(format: 'jpeg' | 'png' | 'webp', width = 2400, height = 1200): Promise<Buffer> {
  const image = sharp({
    create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } },
  }).withExif({ IFD0: { Make: 'SpyCam', ImageDescription: 'lat 18.52 lng 73.86' } });
  return image.toFormat(format).toBuffer();
}

describe('photo uploads and variants (real PostgreSQL and Redis)', () => {
  let app: NestFastifyApplication;
  let cleanup: () => Promise<void>;
  let auth: Record<string, string>;

  beforeAll(async () => {
    const env = await testBffEnv('images', { SITE_MODE: 'live' });
    cleanup = env.cleanup;
    app = await createApp(env.config);
    await app.get(StartupTasks).migrateAndSeed();
    auth = (await signedInAccount(app, { role: 'trader' })).auth;
  });

  afterAll(async () => {
    await app?.close();
    await cleanup?.();
  });

  const upload = (bytes: Buffer, headers = auth, field = 'file') => {
    const body = multipartBody(field, bytes);
    return app.inject({
      method: 'POST',
      url: '/api/v1/images',
      headers: { ...headers, 'content-type': body.contentType },
      payload: body.payload,
    });
  };

  it.each(['jpeg', 'png', 'webp'] as const)(
    'a %s becomes four WebP variants without its metadata, served for a year',
    async (format) => {
      const res = await upload(await photo(format));
      expect(res.statusCode).toBe(201);
      const { data, message } = imageUploadAnswerSchema.parse(res.json());
      expect(message).toBe(m.imageUploaded);
      expect(data.image).toMatchObject({ width: 2400, height: 1200 });
      const sizes: Record<string, number> = { thumb: 160, card: 480, medium: 960, large: 1600 };
      for (const [variant, url] of Object.entries(data.image.urls)) {
        const served = await app.inject({ method: 'GET', url }); // public: no bearer
        expect(served.statusCode).toBe(200);
        expect(served.headers['content-type']).toBe('image/webp');
        expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        const meta = await sharp(served.rawPayload).metadata();
        expect(meta.format).toBe('webp');
        expect(meta.width).toBe(sizes[variant]);
        expect(meta.exif).toBeUndefined();
        const again = await app.inject({
          method: 'GET',
          url,
          headers: { 'if-none-match': served.headers.etag as string },
        });
        expect(again.statusCode).toBe(304);
      }
    },
  );

  it('a small photo is not enlarged, and the same bytes uploaded twice are one photo', async () => {
    const bytes = await photo('png', 300, 200);
    const first = imageUploadAnswerSchema.parse((await upload(bytes)).json()).data.image;
    const second = imageUploadAnswerSchema.parse((await upload(bytes)).json()).data.image;
    expect(second.id).toBe(first.id);
    const large = await app.inject({ method: 'GET', url: first.urls.large });
    expect((await sharp(large.rawPayload).metadata()).width).toBe(300);
  });

  it.each([
    {
      name: 'a text file named like a photo',
      bytes: Buffer.from('not a photo at all'),
      status: 415,
      message: m.imageFileType,
    },
    { name: 'an empty file', bytes: Buffer.alloc(0), status: 400, message: m.imageFileRequired },
    {
      name: 'a PNG signature over garbage',
      bytes: Buffer.concat([
        Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]),
        Buffer.from('IHDR'),
        Buffer.alloc(64, 7),
      ]),
      status: 400,
      message: m.imageUnreadable,
    },
  ])('$name is refused with $status', async ({ bytes, status, message }) => {
    const res = await upload(bytes);
    expect(res.statusCode).toBe(status);
    expect(apiErrorSchema.parse(res.json()).message).toBe(message);
  });

  it('a sideways camera photo is stored upright, with no trace of its metadata', async () => {
    // 300x200 pixels that the camera marks "rotate 90 degrees" (EXIF orientation 6).
    const sideways = await sharp({
      create: { width: 300, height: 200, channels: 3, background: '#3a7' },
    })
      .withMetadata({ orientation: 6 })
      .withExif({ IFD0: { Make: 'SpyCam', Artist: 'someone' } })
      .jpeg()
      .toBuffer();
    const res = await upload(sideways);
    expect(res.statusCode).toBe(201);
    const { image } = imageUploadAnswerSchema.parse(res.json()).data;
    expect(image).toMatchObject({ width: 200, height: 300 });
    const large = await app.inject({ method: 'GET', url: image.urls.large });
    const meta = await sharp(large.rawPayload).metadata();
    expect(meta).toMatchObject({ width: 200, height: 300 });
    for (const key of ['exif', 'xmp', 'iptc', 'orientation'] as const)
      expect(meta[key]).toBeUndefined();
  });

  it('a photo has a 1200 x 630 JPEG link preview, the whole photo on white, cached and revalidated', async () => {
    const { image } = imageUploadAnswerSchema.parse((await upload(await photo('png'))).json()).data;
    const url = `/api/v1/images/${image.id}/share.jpg`;
    const card = await app.inject({ method: 'GET', url });
    expect([card.statusCode, card.headers['content-type']]).toEqual([200, 'image/jpeg']);
    expect(card.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(card.rawPayload).metadata();
    expect({ width: meta.width, height: meta.height, format: meta.format }).toEqual({
      width: 1200,
      height: 630,
      format: 'jpeg',
    });
    expect(meta.exif).toBeUndefined();
    // A 2:1 photo fitted into 1.91:1: white bands above and below, the photo whole between.
    const { data, info } = await sharp(card.rawPayload).raw().toBuffer({ resolveWithObject: true });
    const at = (x: number, y: number) => {
      const i = (y * info.width + x) * info.channels;
      return [data[i]!, data[i + 1]!, data[i + 2]!];
    };
    expect(at(600, 2).every((v) => v >= 245)).toBe(true);
    const middle = at(600, 315);
    expect(
      Math.abs(middle[0]! - 200) + Math.abs(middle[1]! - 80) + Math.abs(middle[2]! - 40),
    ).toBeLessThan(30);
    const again = await app.inject({
      method: 'GET',
      url,
      headers: { 'if-none-match': card.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
    expect(
      (await app.inject({ method: 'GET', url: `/api/v1/images/${randomUUID()}/share.jpg` }))
        .statusCode,
    ).toBe(404);
  });

  it('revalidation answers 304 to its strong ETag, weak or listed, and to *', async () => {
    const bytes = await photo('webp', 120, 90);
    const { image } = imageUploadAnswerSchema.parse((await upload(bytes)).json()).data;
    const served = await app.inject({ method: 'GET', url: image.urls.card });
    const etag = served.headers.etag as string;
    expect(etag).toMatch(/^"[^"]+"$/); // strong: no W/ prefix
    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const again = await app.inject({
        method: 'GET',
        url: image.urls.card,
        headers: { 'if-none-match': ifNoneMatch },
      });
      expect(again.statusCode).toBe(304);
      expect(again.headers.etag).toBe(etag);
      expect(again.rawPayload.length).toBe(0);
    }
    const stale = await app.inject({
      method: 'GET',
      url: image.urls.card,
      headers: { 'if-none-match': '"other"' },
    });
    expect(stale.statusCode).toBe(200);
    expect(stale.rawPayload.equals(served.rawPayload)).toBe(true);
  });

  it('a file over 5 MB is refused without being kept', async () => {
    const res = await upload(Buffer.alloc(6 * 1024 * 1024, 0xff));
    expect(res.statusCode).toBe(413);
    expect(apiErrorSchema.parse(res.json()).message).toBe(m.imageFileTooLarge);
  });

  it('a small file that decodes to too many pixels (a bomb) is refused', async () => {
    const bomb = await sharp({
      create: { width: 9_000, height: 5_000, channels: 3, background: '#000' },
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(5 * 1024 * 1024);
    const res = await upload(bomb);
    expect(res.statusCode).toBe(400);
    expect(apiErrorSchema.parse(res.json()).message).toBe(m.imageTooManyPixels);
  });

  it('a small PNG declaring 20,000 x 20,000 or a side over the limit is refused from its header', async () => {
    for (const [width, height] of [
      [20_000, 20_000],
      [imageLimits.maxSide + 1, 100],
    ] as const) {
      const res = await upload(declaredPng(width, height));
      expect(res.statusCode).toBe(400);
      expect(apiErrorSchema.parse(res.json()).message).toBe(m.imageTooManyPixels);
    }
  });

  it('an account whose files fill its storage quota is refused before its upload is read', async () => {
    const full = await signedInAccount(app, { role: 'trader' });
    const settings = app.get(SettingsService);
    await settings.set('storage.perAccountMb', 10);
    try {
      // Ten megabytes of photos, as the quota counts them (their stored variants).
      const bytes = await photo('png', 30, 20);
      const { image } = imageUploadAnswerSchema.parse((await upload(bytes, full.auth)).json()).data;
      await app
        .get(EntityManager)
        .fork()
        .getConnection()
        .execute('update image_variant set byte_size = ? where image_id = ?', [
          4 * 1024 * 1024,
          image.id,
        ]);
      const body = streamedMultipartBody('file');
      const res = await app.inject({
        method: 'POST',
        url: '/api/v1/images',
        headers: { ...full.auth, 'content-type': body.contentType },
        payload: body.payload,
      });
      expect(res.statusCode).toBe(413);
      expect(apiErrorSchema.parse(res.json()).message).toBe(m.storageQuotaReached(10));
      expect(body.pulled()).toBeLessThan(512 * 1024);
    } finally {
      await settings.set('storage.perAccountMb', defaultQuotaSettings.storagePerAccountMb);
    }
  });

  it('the wrong field, no multipart and no account are refused plainly', async () => {
    const bytes = await photo('png', 50, 50);
    expect((await upload(bytes, auth, 'image')).statusCode).toBe(400);
    expect((await upload(bytes, {})).statusCode).toBe(401);
    const json = await app.inject({
      method: 'POST',
      url: '/api/v1/images',
      headers: { ...auth, 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(json.statusCode).toBe(415);
  });

  it('an account past its hourly uploads gets 429 with Retry-After; another account does not', async () => {
    const busy = await signedInAccount(app, { role: 'trader' });
    const { rule } = imageUploadLimit;
    const limiter = app.get(RateLimiter);
    for (let i = 0; i < rule.limit; i++) await limiter.hit(rule, `user:${busy.id}`);
    const bytes = await photo('jpeg', 40, 30);
    const refused = await upload(bytes, busy.auth);
    expect(refused.statusCode).toBe(429);
    const body = rateLimitedSchema.parse(refused.json());
    expect(body.message).toBe(m.tooManyUploads);
    expect(Number(refused.headers['retry-after'])).toBe(body.retryAfterSeconds);
    expect((await upload(bytes)).statusCode).toBe(201);
  });

  it('a photo stored before the medium size gets it made from its large one when first asked', async () => {
    const { image } = imageUploadAnswerSchema.parse((await upload(await photo('png'))).json()).data;
    const em = app.get(EntityManager).fork();
    const sql = <T>(query: string, params: unknown[]) =>
      em.getConnection().execute<T[]>(query, params);
    const etagOf = async (variant: string) =>
      (
        await sql<{ etag: string }>(
          'select etag from image_variant where image_id = ? and variant = ?',
          [image.id, variant],
        )
      )[0]?.etag;
    const uploadedTag = await etagOf('medium');
    // As photos uploaded before the size existed are kept: without the row.
    await sql('delete from image_variant where image_id = ? and variant = ?', [image.id, 'medium']);

    const made = await app.inject({ method: 'GET', url: image.urls.medium });
    expect(made.statusCode).toBe(200);
    expect(made.headers.etag).toBe(`"${uploadedTag}"`);
    expect((await sharp(made.rawPayload).metadata()).width).toBe(960);
    expect(await etagOf('medium')).toBe(uploadedTag);
    const again = await app.inject({
      method: 'GET',
      url: image.urls.medium,
      headers: { 'if-none-match': made.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
  });

  it('unknown photos and variants are 404', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    for (const url of [
      `/api/v1/images/${id}/card.webp`,
      `/api/v1/images/${id}/huge.webp`,
      '/api/v1/images/not-an-id/card.webp',
    ]) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(apiErrorSchema.parse(res.json()).message).toBe(m.imageNotFound);
    }
  });

  describe('photos nobody attaches', () => {
    const sql = <T>(query: string, params: unknown[] = []) =>
      app.get(EntityManager).fork().getConnection().execute<T[]>(query, params);
    const exists = async (id: string) =>
      (await sql<{ n: number }>('select count(*)::int as n from image where id = ?', [id]))[0]!.n;
    const uploadedAgo = async (ms: number, width: number) => {
      const { image } = imageUploadAnswerSchema.parse(
        (await upload(await photo('png', width, 10))).json(),
      ).data;
      await sql('update image set created_at = ? where id = ?', [
        new Date(Date.now() - ms),
        image.id,
      ]);
      return image.id;
    };

    it('are deleted with their variants a day after upload; attached or newer ones stay', async () => {
      const day = unattachedImageLifetimeMs;
      const abandoned = await uploadedAgo(day + 60_000, 11);
      const recent = await uploadedAgo(day - 60_000, 12);
      const logo = await uploadedAgo(day + 60_000, 13);
      const shop = await app.inject({
        method: 'PUT',
        url: '/api/v1/shops/mine',
        headers: { ...auth, 'content-type': 'application/json' },
        payload: JSON.stringify({
          name: 'Sweep Test Traders',
          place: { city: 'Pune', region: 'Maharashtra', country: 'in' },
          logoImageId: logo,
        }),
      });
      expect(shop.statusCode).toBeLessThan(300);

      expect(await exists(abandoned)).toBe(1);
      await app.get(UnattachedImageSweeper).sweep();
      expect(await exists(abandoned)).toBe(0);
      const variants = await sql<{ n: number }>(
        'select count(*)::int as n from image_variant where image_id = ?',
        [abandoned],
      );
      expect(variants[0]!.n).toBe(0);
      expect(await exists(recent)).toBe(1);
      expect(await exists(logo)).toBe(1);
      const gone = await app.inject({
        method: 'GET',
        url: `/api/v1/images/${abandoned}/thumb.webp`,
      });
      expect(gone.statusCode).toBe(404);
    });

    it('an old unused photo uploaded again starts a new day', async () => {
      const bytes = await photo('png', 14, 10);
      const { image } = imageUploadAnswerSchema.parse((await upload(bytes)).json()).data;
      const longAgo = new Date(Date.now() - unattachedImageLifetimeMs - 60_000);
      await sql('update image set created_at = ? where id = ?', [longAgo, image.id]);
      const again = imageUploadAnswerSchema.parse((await upload(bytes)).json()).data.image;
      expect(again.id).toBe(image.id);
      await app.get(UnattachedImageSweeper).sweep();
      expect(await exists(image.id)).toBe(1);
    });

    it('the sweep knows every column that holds a photo id, arrays included', async () => {
      // Foreign keys to the image table, and every uuid or uuid[] column named like a photo's id
      // (an array cannot carry a foreign key, so its name is what gives it away).
      const columns = await sql<{ table: string; column: string }>(
        `select c.conrelid::regclass::text as "table", a.attname as "column"
           from pg_constraint c
           join pg_attribute a on a.attrelid = c.conrelid and a.attnum = any (c.conkey)
          where c.contype = 'f' and c.confrelid = 'image'::regclass
         union
         select table_name, column_name from information_schema.columns
          where table_schema = current_schema() and udt_name in ('uuid', '_uuid')
            and (column_name ~ '(image|photo|picture|logo|avatar|evidence)'
                 or column_name ~ '_images?$')`,
      );
      const listed = (list: readonly { table: string; column: string }[]) =>
        list.map(({ table, column }) => `${table}.${column}`).sort();
      // The photo's own rows (its id, its variants) attach nothing.
      const own = ['image.id', 'image_variant.image_id'];
      expect(listed(columns).filter((name) => !own.includes(name))).toEqual(
        listed(imageReferences),
      );
    });
  });
});

import { EntityManager } from '@mikro-orm/postgresql';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { randomBytes, randomUUID } from 'node:crypto';
import { Image } from '../images/image.entity.js';

/** Photos as if `ownerId` had uploaded them (the upload pipeline has its own spec). */
export async function uploadedPhotos(
  app: NestFastifyApplication,
  ownerId: string,
  count = 2,
): Promise<string[]> {
  const em = app.get(EntityManager).fork();
  const ids = Array.from({ length: count }, () => randomUUID());
  for (const id of ids) {
    em.create(Image, {
      id,
      ownerId,
      contentHash: randomBytes(32).toString('hex'),
      width: 800,
      height: 600,
    });
  }
  await em.flush();
  return ids;
}

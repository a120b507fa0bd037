import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';

/** The bytes an account keeps, summed over every table that stores its uploads. */
@Injectable()
export class StorageUsageRepository {
  constructor(private readonly em: EntityManager) {}

  /** Message attachments, proposal documents, and the stored sizes of its photos. */
  async bytesOf(userId: string): Promise<number> {
    const [row] = await this.em.fork().execute<{ bytes: string }[]>(
      `select (
         coalesce((select sum("byte_size") from "message_attachment" where "uploader_id" = ?), 0)
         + coalesce((select sum("byte_size") from "proposal_document" where "uploader_id" = ?), 0)
         + coalesce((select sum(v."byte_size") from "image" i
                     join "image_variant" v on v."image_id" = i."id" where i."owner_id" = ?), 0)
       )::text as "bytes"`,
      [userId, userId, userId],
    );
    return Number(row?.bytes ?? 0);
  }
}

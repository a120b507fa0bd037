import { HttpStatus, Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { messages } from '@matchbazaar/contracts';
import { ApiException } from '../../platform/common/api-exception.js';
import type { FileUpload, ReadFileUpload } from '../../platform/common/multipart-file.js';
import { SettingsService } from '../../platform/settings/settings.service.js';

const MB = 1024 * 1024;

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

/**
 * The per-account storage quota (the system setting `storage.perAccountMb`): the upload routes read
 * their file through it, so an account already out of room is refused before its body is read,
 * and a file that would not fit is refused before it is stored. Two uploads at once may both fit
 * by a file's size; the hourly upload limits bound that.
 */
@Injectable()
export class StorageQuota {
  constructor(
    private readonly usage: StorageUsageRepository,
    private readonly settings: SettingsService,
  ) {}

  /** Reads `userId`'s upload once the account has room; 413 when it has none or the file won't fit. */
  async read(userId: string, read: ReadFileUpload): Promise<FileUpload> {
    const [used, quotaMb] = await Promise.all([
      this.usage.bytesOf(userId),
      this.settings.current('storage.perAccountMb'),
    ]);
    const full = () => {
      const msg = messages.catalogue.storageQuotaReached(quotaMb);
      return new ApiException(HttpStatus.PAYLOAD_TOO_LARGE, msg, [{ path: 'file', msg }]);
    };
    if (used >= quotaMb * MB) throw full();
    const file = await read();
    if (used + file.bytes.length > quotaMb * MB) throw full();
    return file;
  }
}

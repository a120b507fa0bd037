import { HttpStatus, Injectable } from '@nestjs/common';
import { messages } from '@matchbazaar/contracts';
import { ApiException } from '../../platform/common/api-exception.js';
import type { FileUpload, ReadFileUpload } from '../../platform/common/multipart-file.js';
import { SettingsService } from '../../platform/settings/settings.service.js';
import { StorageUsageRepository } from './storage-usage.repository.js';

const MB = 1024 * 1024;

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

import { Module } from '@nestjs/common';
import { SettingsModule } from '../../platform/settings/settings.module.js';
import { StorageQuota } from './storage-quota.js';
import { StorageUsageRepository } from './storage-usage.repository.js';

/** The per-account storage quota every upload route reads its file through. */
@Module({
  imports: [SettingsModule],
  providers: [StorageQuota, StorageUsageRepository],
  exports: [StorageQuota],
})
export class StorageQuotaModule {}

import { Module } from '@nestjs/common';
import { SettingsModule } from '../../platform/settings/settings.module.js';
import { StorageQuota, StorageUsageRepository } from './storage-quota.js';

/** The per-account storage quota every upload route reads its file through. */
@Module({
  imports: [SettingsModule],
  providers: [StorageQuota, StorageUsageRepository],
  exports: [StorageQuota],
})
export class StorageQuotaModule {}

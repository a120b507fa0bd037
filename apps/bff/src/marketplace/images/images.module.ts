import { Module } from '@nestjs/common';
import { entitiesOf } from '../../platform/database/entity-registry.js';
import { ImageVariant } from './image-variant.entity.js';
import { Image } from './image.entity.js';
import { ImagesController } from './images.controller.js';
import { ImagesRepository } from './images.repository.js';
import { ImagesService } from './images.service.js';
import { StorageQuotaModule } from './storage-quota.module.js';
import { UnattachedImageSweeper } from './unattached-image-sweeper.js';

/** /api/v1/images: photo uploads for posts and shops, and their resized bytes. */
@Module({
  imports: [entitiesOf(Image, ImageVariant), StorageQuotaModule],
  controllers: [ImagesController],
  providers: [ImagesService, ImagesRepository, UnattachedImageSweeper],
  exports: [ImagesService, ImagesRepository],
})
export class ImagesModule {}

import { Module } from '@nestjs/common';
import { entitiesOf } from '../database/entity-registry.js';
import { Image } from '../images/image.entity.js';
import { ImageVariant } from '../images/image-variant.entity.js';
import { ImagesRepository } from '../images/images.repository.js';
import { UsersModule } from '../users/users.module.js';
import { Shop } from './shop.entity.js';
import { ShopsController } from './shops.controller.js';
import { ShopsRepository } from './shops.repository.js';
import { ShopsService } from './shops.service.js';

/** /api/v1/shops: sellers' shops. */
@Module({
  imports: [entitiesOf(Shop, Image, ImageVariant), UsersModule],
  controllers: [ShopsController],
  providers: [ShopsService, ShopsRepository, ImagesRepository],
  exports: [ShopsService, ShopsRepository, ImagesRepository],
})
export class ShopsModule {}

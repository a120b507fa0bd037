import { Module } from '@nestjs/common';
import { AuditModule } from '../../platform/audit/audit.module.js';
import { entitiesOf } from '../../platform/database/entity-registry.js';
import { ImagesModule } from '../images/images.module.js';
import { UsersModule } from '../../identity/users/users.module.js';
import { Shop } from './shop.entity.js';
import { ShopsController } from './shops.controller.js';
import { ShopsRepository } from './shops.repository.js';
import { ShopsService } from './shops.service.js';
import { PolicyModule } from '../../platform/policy/policy.module.js';

/** /api/v1/shops: sellers' shops. */
@Module({
  imports: [PolicyModule, entitiesOf(Shop), AuditModule, ImagesModule, UsersModule],
  controllers: [ShopsController],
  providers: [ShopsService, ShopsRepository],
  exports: [ShopsService, ShopsRepository, ImagesModule],
})
export class ShopsModule {}

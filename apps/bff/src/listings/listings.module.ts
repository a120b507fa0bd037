import { Module } from '@nestjs/common';
import { ListingsController } from './listings.controller.js';
import { ListingsService } from './listings.service.js';

/** GET /api/v1/listings and GET /api/v1/listings/categories. */
@Module({
  controllers: [ListingsController],
  providers: [ListingsService],
})
export class ListingsModule {}

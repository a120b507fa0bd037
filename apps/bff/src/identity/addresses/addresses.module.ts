import { Module } from '@nestjs/common';
import { PolicyModule } from '../../platform/policy/policy.module.js';
import { AddressesController } from './addresses.controller.js';
import { AddressesRepository } from './addresses.repository.js';
import { AddressesService } from './addresses.service.js';

/**
 * /api/v1/account/addresses: a buyer's delivery addresses. Orders (marketplace) use the service
 * to copy the chosen address onto a goods order at checkout.
 */
@Module({
  imports: [PolicyModule],
  controllers: [AddressesController],
  providers: [AddressesService, AddressesRepository],
  exports: [AddressesService],
})
export class AddressesModule {}

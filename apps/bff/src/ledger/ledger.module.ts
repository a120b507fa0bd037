import { Module } from '@nestjs/common';
import { PolicyModule } from '../policy/policy.module.js';
import { LedgerController } from './ledger.controller.js';
import { LedgerRepository } from './ledger.repository.js';
import { LedgerService } from './ledger.service.js';
import { DevelopmentPaymentProvider, PAYMENT_PROVIDER } from './payment-provider.js';

/**
 * The double-entry ledger and the payment provider (docs/decisions/0035-orders-and-the-ledger.md):
 * /api/v1/balances, /api/v1/transactions(.csv), /api/v1/payouts. The development provider is
 * the only one until a real provider's adapter is written against PaymentProvider.
 */
@Module({
  imports: [PolicyModule],
  controllers: [LedgerController],
  providers: [
    LedgerRepository,
    LedgerService,
    { provide: PAYMENT_PROVIDER, useClass: DevelopmentPaymentProvider },
  ],
  exports: [LedgerService, LedgerRepository, PAYMENT_PROVIDER],
})
export class LedgerModule {}

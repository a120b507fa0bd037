import { Module } from '@nestjs/common';
import { BFF_CONFIG, type BffConfig } from '../../platform/config/bff-config.js';
import { PolicyModule } from '../../platform/policy/policy.module.js';
import { createPaymentProvider } from './create-payment-provider.js';
import { LedgerController } from './ledger.controller.js';
import { LedgerRepository } from './ledger.repository.js';
import { LedgerService } from './ledger.service.js';
import { PaymentIntents, PaymentIntentsSweep } from './payment-intents.js';
import { PaymentIntentsRepository } from './payment-intents.repository.js';
import { PAYMENT_PROVIDER } from './payment-provider.js';

/**
 * The double-entry ledger and the payment provider (docs/decisions/0035-orders-and-the-ledger.md):
 * /api/v1/balances, /api/v1/transactions(.csv), /api/v1/payouts. The payment provider is the
 * HTTP gateway of PAYMENT_PROVIDER_URL, or the development one (createPaymentProvider).
 */
@Module({
  imports: [PolicyModule],
  controllers: [LedgerController],
  providers: [
    LedgerRepository,
    LedgerService,
    PaymentIntentsRepository,
    PaymentIntents,
    PaymentIntentsSweep,
    {
      provide: PAYMENT_PROVIDER,
      inject: [BFF_CONFIG],
      useFactory: (config: BffConfig) => createPaymentProvider(config),
    },
  ],
  exports: [LedgerService, LedgerRepository, PaymentIntents, PAYMENT_PROVIDER],
})
export class LedgerModule {}

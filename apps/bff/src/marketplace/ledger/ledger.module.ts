import { Module } from '@nestjs/common';
import { BFF_CONFIG, type BffConfig } from '../../platform/config/bff-config.js';
import { PolicyModule } from '../../platform/policy/policy.module.js';
import { QueuesModule } from '../../platform/queues/queues.module.js';
import { UsersModule } from '../../identity/users/users.module.js';
import { createPaymentProvider } from './create-payment-provider.js';
import { LedgerController } from './ledger.controller.js';
import { LedgerRepository } from './ledger.repository.js';
import { LedgerService } from './ledger.service.js';
import { PaymentIntents, PaymentIntentsSweep } from './payment-intents.js';
import { PaymentIntentsRepository } from './payment-intents.repository.js';
import { PayoutNumberResealSweep } from './payout-number-reseal-sweep.js';
import { PAYMENT_PROVIDER } from './payment-provider.js';
import { PayoutMethodsController } from './payout-methods.controller.js';
import { PayoutMethodsRepository } from './payout-methods.repository.js';
import { PayoutMethodsService } from './payout-methods.service.js';

/**
 * The double-entry ledger and the payment provider (docs/decisions/0035-orders-and-the-ledger.md):
 * /api/v1/balances, /api/v1/transactions(.csv), /api/v1/payouts and /api/v1/payout-methods. The payment provider is the
 * HTTP gateway of PAYMENT_PROVIDER_URL, or the development one (createPaymentProvider).
 */
@Module({
  imports: [PolicyModule, QueuesModule, UsersModule],
  controllers: [LedgerController, PayoutMethodsController],
  providers: [
    LedgerRepository,
    LedgerService,
    PaymentIntentsRepository,
    PaymentIntents,
    PaymentIntentsSweep,
    PayoutMethodsRepository,
    PayoutMethodsService,
    PayoutNumberResealSweep,
    {
      provide: PAYMENT_PROVIDER,
      inject: [BFF_CONFIG],
      useFactory: (config: BffConfig) => createPaymentProvider(config),
    },
  ],
  exports: [LedgerService, LedgerRepository, PaymentIntents, PAYMENT_PROVIDER],
})
export class LedgerModule {}

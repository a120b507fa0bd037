import { Logger } from '@nestjs/common';
import type { BffConfig } from '../../platform/config/bff-config.js';
import { HttpPaymentProvider } from './http-payment-provider.js';
import { DevelopmentPaymentProvider, type PaymentProvider } from './payment-provider.js';

/**
 * The gateway when PAYMENT_PROVIDER_URL is set, else the development provider, said loudly at
 * start: production refuses it unless ALLOW_DEVELOPMENT_PROVIDERS (bff-config.ts).
 */
export function createPaymentProvider(
  config: Pick<BffConfig, 'NODE_ENV' | 'PAYMENT_PROVIDER_URL' | 'PAYMENT_PROVIDER_TOKEN'>,
  logger = new Logger('PaymentProvider'),
): PaymentProvider {
  if (config.PAYMENT_PROVIDER_URL) {
    logger.log(`Payments go to the gateway at ${new URL(config.PAYMENT_PROVIDER_URL).origin}`);
    return new HttpPaymentProvider({
      url: config.PAYMENT_PROVIDER_URL,
      ...(config.PAYMENT_PROVIDER_TOKEN && { token: config.PAYMENT_PROVIDER_TOKEN }),
    });
  }
  if (config.NODE_ENV !== 'test') {
    logger.warn(
      'DEVELOPMENT PAYMENT PROVIDER: no money moves, any card number pays and payouts are pretend. Set PAYMENT_PROVIDER_URL for real payments.',
    );
  }
  return new DevelopmentPaymentProvider();
}

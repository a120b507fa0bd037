import { describe, expect, it } from '@jest/globals';
import { z } from 'zod';
import { refuseDevelopmentProvidersInProduction } from './development-providers.js';
import { booleanFlag, nodeEnv } from './env-schemas.js';
import { loadConfig } from './load-config.js';

const schema = z
  .object({
    NODE_ENV: nodeEnv,
    ALLOW_DEVELOPMENT_PROVIDERS: booleanFlag,
    PAYMENT_PROVIDER_URL: z.string().optional(),
    SMS_PROVIDER_URL: z.string().optional(),
  })
  .superRefine(
    refuseDevelopmentProvidersInProduction({
      PAYMENT_PROVIDER_URL: 'any card pays',
      SMS_PROVIDER_URL: 'no text is sent',
    }),
  );

describe('refuseDevelopmentProvidersInProduction', () => {
  it('names every provider production would fake, in one message', () => {
    expect(() => loadConfig('app', schema, { NODE_ENV: 'production' })).toThrow(
      'app cannot start: 2 environment variables are invalid:\n' +
        '  - PAYMENT_PROVIDER_URL: must be set in production: unset, any card pays (ALLOW_DEVELOPMENT_PROVIDERS=true allows that, for benchmarks only) (not set)\n' +
        '  - SMS_PROVIDER_URL: must be set in production: unset, no text is sent (ALLOW_DEVELOPMENT_PROVIDERS=true allows that, for benchmarks only) (not set)',
    );
  });

  it('takes real providers, any other environment, or the explicit opt-in', () => {
    const real = {
      PAYMENT_PROVIDER_URL: 'https://pay.example',
      SMS_PROVIDER_URL: 'https://sms.example',
    };
    expect(() => loadConfig('app', schema, { NODE_ENV: 'production', ...real })).not.toThrow();
    expect(() => loadConfig('app', schema, { NODE_ENV: 'development' })).not.toThrow();
    expect(() =>
      loadConfig('app', schema, { NODE_ENV: 'production', ALLOW_DEVELOPMENT_PROVIDERS: 'true' }),
    ).not.toThrow();
    expect(() =>
      loadConfig('app', schema, {
        NODE_ENV: 'production',
        PAYMENT_PROVIDER_URL: 'https://pay.example',
      }),
    ).toThrow(/1 environment variable is invalid:\n {2}- SMS_PROVIDER_URL/);
  });
});

import { describe, expect, it } from '@jest/globals';
import { loadWorkerConfig } from '../config/worker-config.js';

const required = {
  REDIS_URL: 'redis://127.0.0.1:6379',
  SMTP_URL: 'smtp://127.0.0.1:1025',
  DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/matchbazaar',
  SUBSCRIPTION_LINK_SECRET: 'l'.repeat(32),
  NODE_ENV: 'test',
};

describe("the worker's metrics configuration", () => {
  it('has no listener unless METRICS_PORT is set, and then on loopback', () => {
    expect(loadWorkerConfig(required).METRICS_PORT).toBeUndefined();
    const config = loadWorkerConfig({
      ...required,
      METRICS_PORT: '9465',
      OPERATOR_TOKEN: 'o'.repeat(24),
    });
    expect([config.METRICS_HOST, config.METRICS_PORT]).toEqual(['127.0.0.1', 9465]);
  });

  it('refuses a metrics port without the operator token, and a port that is not one', () => {
    expect(() => loadWorkerConfig({ ...required, METRICS_PORT: '9465' })).toThrow(
      /OPERATOR_TOKEN: must be set when METRICS_PORT is/,
    );
    expect(() =>
      loadWorkerConfig({ ...required, METRICS_PORT: '70000', OPERATOR_TOKEN: 'o'.repeat(24) }),
    ).toThrow(/METRICS_PORT: must be a port number/);
  });
});

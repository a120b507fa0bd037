import { Global, Module } from '@nestjs/common';
import { QueuesModule } from '../queues/queues.module.js';
import { BffMetrics } from './bff-metrics.js';
import { MetricsCollectors } from './metrics-collectors.js';
import { MetricsRepository } from './metrics.repository.js';

/**
 * The BFF's one metrics registry (docs/operations/metrics.md). Global, so a service that counts
 * something (search, the realtime transport, pushes) injects BffMetrics without importing this.
 */
@Global()
@Module({
  imports: [QueuesModule],
  providers: [
    { provide: BffMetrics, useFactory: () => new BffMetrics() },
    MetricsCollectors,
    MetricsRepository,
  ],
  exports: [BffMetrics],
})
export class MetricsModule {}

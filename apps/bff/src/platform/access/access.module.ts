import { Module } from '@nestjs/common';
import { AccessAttemptsStore } from './access-attempts.store.js';
import { AccessController } from './access.controller.js';
import { AccessGateService } from './access-gate.service.js';

@Module({
  controllers: [AccessController],
  providers: [AccessGateService, AccessAttemptsStore],
})
export class AccessModule {}

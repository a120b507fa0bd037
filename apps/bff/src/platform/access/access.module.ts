import { Module } from '@nestjs/common';
import { AccessController } from './access.controller.js';
import { AccessGateService } from './access-gate.service.js';

@Module({
  controllers: [AccessController],
  providers: [AccessGateService],
})
export class AccessModule {}

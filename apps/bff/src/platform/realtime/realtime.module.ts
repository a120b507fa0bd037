import { Module } from '@nestjs/common';
import { AuthModule } from '../../identity/auth/auth.module.js';
import { Presence } from './presence.js';
import { RealtimeGateway } from './realtime.gateway.js';
import { RealtimeService } from './realtime.service.js';

@Module({
  imports: [AuthModule],
  providers: [RealtimeGateway, RealtimeService, Presence],
  exports: [RealtimeService, Presence],
})
export class RealtimeModule {}

import { Module } from '@nestjs/common';
import { Presence } from './presence.js';
import { RealtimeGateway } from './realtime.gateway.js';
import { RealtimeService } from './realtime.service.js';

/** SocketIdentities comes from the identity wing's global AuthModule. */
@Module({
  providers: [RealtimeGateway, RealtimeService, Presence],
  exports: [RealtimeService, Presence],
})
export class RealtimeModule {}

import { Module } from '@nestjs/common';
import { Presence } from './presence.js';
import { LiveSockets } from './live-sockets.js';
import { RealtimeGateway } from './realtime.gateway.js';
import { RealtimeService } from './realtime.service.js';

/** SocketIdentities comes from the identity wing's global AuthModule. */
@Module({
  providers: [RealtimeGateway, RealtimeService, Presence, LiveSockets],
  exports: [RealtimeService, Presence],
})
export class RealtimeModule {}

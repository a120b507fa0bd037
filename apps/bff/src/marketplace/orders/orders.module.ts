import { Module } from '@nestjs/common';
import { BlocksModule } from '../blocks/blocks.module.js';
import { entitiesOf } from '../../platform/database/entity-registry.js';
import { ImagesModule } from '../images/images.module.js';
import { LedgerModule } from '../ledger/ledger.module.js';
import { ListingsModule } from '../listings/listings.module.js';
import { MatchOutcomesModule } from '../matching/match-outcomes.module.js';
import { NotificationsModule } from '../notifications/notifications.module.js';
import { PolicyModule } from '../../platform/policy/policy.module.js';
import { QueuesModule } from '../../platform/queues/queues.module.js';
import { RealtimeModule } from '../../platform/realtime/realtime.module.js';
import { SettingsModule } from '../../platform/settings/settings.module.js';
import { ShopsModule } from '../shops/shops.module.js';
import { UsersModule } from '../../identity/users/users.module.js';
import { AddressesModule } from '../../identity/addresses/addresses.module.js';
import { OrderAnnouncer } from './order-announcer.js';
import { OrderTimersConsumer, OrderTimersSweep } from './order-timers.js';
import { OrderViews } from './order-views.js';
import { Order, OrderDispute, OrderDisputeMessage, OrderEvent } from './order.entity.js';
import { OrdersController } from './orders.controller.js';
import { OrdersRepository } from './orders.repository.js';
import { OrdersService } from './orders.service.js';

/**
 * Orders (docs/product/orders.md): /api/v1/listings/:id/orders, /api/v1/orders and staff's
 * /api/v1/admin/orders; the orders queue's timers. Proposals import it to place the order an
 * acceptance makes.
 */
@Module({
  imports: [
    entitiesOf(Order, OrderEvent, OrderDispute, OrderDisputeMessage),
    LedgerModule,
    ListingsModule,
    ShopsModule,
    UsersModule,
    ImagesModule,
    SettingsModule,
    PolicyModule,
    RealtimeModule,
    NotificationsModule,
    QueuesModule,
    MatchOutcomesModule,
    BlocksModule,
    AddressesModule,
  ],
  controllers: [OrdersController],
  providers: [
    OrdersRepository,
    OrdersService,
    OrderViews,
    OrderAnnouncer,
    OrderTimersConsumer,
    OrderTimersSweep,
  ],
  exports: [OrdersService, OrdersRepository],
})
export class OrdersModule {}

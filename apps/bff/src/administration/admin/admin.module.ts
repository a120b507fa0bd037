import { Module } from '@nestjs/common';
import { QueueBoardController } from './queue-board.controller.js';

/** What admins reach beyond the domains' own admin routes: the queue dashboard's pass. */
@Module({ controllers: [QueueBoardController] })
export class AdminModule {}

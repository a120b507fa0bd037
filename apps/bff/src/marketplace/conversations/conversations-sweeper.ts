import { Injectable } from '@nestjs/common';
import { responseMetricsWindowDays } from '@matchbazaar/contracts';
import { Sweeper } from '../../platform/common/sweeper.js';
import { DatabaseReady } from '../../platform/database/database-ready.js';
import { ConversationsRepository } from './conversations.repository.js';
import { ConversationsService } from './conversations.service.js';

/** An attachment no message carried within a day was abandoned (a send never made). */
export const unsentAttachmentLifetimeMs = 24 * 60 * 60_000;
const EVERY_MS = 60 * 60_000;
const BATCH = 200;

/**
 * Once an hour in every BFF: deletes abandoned attachments, and recomputes sellers' response
 * metrics, which change with time alone (an inquiry passes its 24 hours, or leaves the 90 days).
 */
@Injectable()
export class ConversationsSweeper extends Sweeper {
  constructor(
    private readonly rows: ConversationsRepository,
    private readonly conversations: ConversationsService,
    databaseReady: DatabaseReady,
  ) {
    super(ConversationsSweeper.name, 'Sweeping conversations', EVERY_MS, databaseReady);
  }

  async sweep(now = Date.now()): Promise<{ attachments: number; sellers: number }> {
    const before = new Date(now - unsentAttachmentLifetimeMs);
    const attachments = await this.drain(
      () => this.rows.deleteUnsentAttachments(before, BATCH),
      BATCH,
    );
    // A window of one more day: a seller whose last inquiry just left it gets null metrics.
    const sellers = await this.rows.sellersWithInquiries(responseMetricsWindowDays + 1);
    for (const sellerId of sellers) await this.conversations.refreshResponseMetrics(sellerId);
    return { attachments, sellers: sellers.length };
  }
}

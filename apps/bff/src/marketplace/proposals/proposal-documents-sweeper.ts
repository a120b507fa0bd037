import { Injectable } from '@nestjs/common';
import { Sweeper } from '../../platform/common/sweeper.js';
import { DatabaseReady } from '../../platform/database/database-ready.js';
import { ProposalDocumentsRepository } from './proposal-documents.repository.js';

/** A document no proposal took within a day was abandoned (a proposal never sent). */
export const unattachedDocumentLifetimeMs = 24 * 60 * 60_000;
const EVERY_MS = 60 * 60_000;
const BATCH = 200;

/** Once an hour in every BFF: deletes PDFs uploaded for proposals and never attached to one. */
@Injectable()
export class ProposalDocumentsSweeper extends Sweeper {
  constructor(
    private readonly documents: ProposalDocumentsRepository,
    databaseReady: DatabaseReady,
  ) {
    super(ProposalDocumentsSweeper.name, 'Sweeping proposal documents', EVERY_MS, databaseReady);
  }

  /** One run; exposed for tests. Answers how many documents it deleted. */
  async sweep(now = Date.now()): Promise<number> {
    const before = new Date(now - unattachedDocumentLifetimeMs);
    const deleted = await this.drain(() => this.documents.deleteUnattached(before, BATCH), BATCH);
    if (deleted > 0) this.logger.log(`Deleted ${deleted} proposal documents nobody attached`);
    return deleted;
  }
}

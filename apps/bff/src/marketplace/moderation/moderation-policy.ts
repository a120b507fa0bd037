import { Injectable } from '@nestjs/common';
import type { ModerationFlag } from '@matchbazaar/contracts';
import { SettingsService } from '../../platform/settings/settings.service.js';
import { AuthorHistoryRepository } from './author-history.repository.js';
import { checkPost } from './post-checks.js';

/** Posts an author makes before moderation stops reviewing them under `new_authors`. */
export const reviewedFirstPosts = 3;

export interface ModerationVerdict {
  /** The post goes to review before it is public. */
  reviewed: boolean;
  flags: ModerationFlag[];
  bannedTerms: string[];
}

/**
 * Decides whether a submitted post is reviewed first (docs/product/marketplace.md, moderation):
 * the admin's policy (off, the first posts of new authors, everything), and any post the automatic
 * checks flagged (banned terms, contact details in the text) whatever the policy.
 */
@Injectable()
export class ModerationPolicy {
  constructor(
    private readonly settings: SettingsService,
    private readonly history: AuthorHistoryRepository,
  ) {}

  async verdict(authorId: string, texts: readonly string[]): Promise<ModerationVerdict> {
    const [mode, terms] = await Promise.all([
      this.settings.current('moderation.policy'),
      this.settings.current('moderation.bannedTerms'),
    ]);
    const { banned, flags } = checkPost(texts, terms);
    let reviewed = flags.length > 0;
    if (mode === 'everything') reviewed = true;
    else if (mode === 'new_authors' && !reviewed) {
      reviewed = (await this.history.publishedPosts(authorId)) < reviewedFirstPosts;
    }
    return { reviewed, flags, bannedTerms: banned };
  }

  /**
   * The same verdict for many posts of one author (a bulk import): the settings and the author's
   * history are read once, then each post is only checked for banned terms and contact details.
   */
  async judge(authorId: string): Promise<(texts: readonly string[]) => ModerationVerdict> {
    const [mode, terms, published] = await Promise.all([
      this.settings.current('moderation.policy'),
      this.settings.current('moderation.bannedTerms'),
      this.history.publishedPosts(authorId),
    ]);
    return (texts) => {
      const { banned, flags } = checkPost(texts, terms);
      const reviewed =
        flags.length > 0 ||
        mode === 'everything' ||
        (mode === 'new_authors' && published < reviewedFirstPosts);
      return { reviewed, flags, bannedTerms: banned };
    };
  }

  /** Days a public post stays up before it expires. */
  async lifetimeDays(kind: 'listing' | 'requirement'): Promise<number> {
    const key =
      kind === 'listing' ? 'catalogue.listingLifetimeDays' : 'catalogue.requirementLifetimeDays';
    return this.settings.current(key);
  }
}

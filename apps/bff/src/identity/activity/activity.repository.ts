import { Injectable, Logger } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import type { ActivityKind } from '@matchbazaar/contracts';
import { afterKeyset, type Keyset } from '../../platform/common/post-keyset.js';
import { ActivityEntry } from './activity-entry.entity.js';

export interface ActivityRecord {
  userId: string;
  kind: ActivityKind;
  subject?: { kind: 'listing' | 'requirement' | 'ticket'; id: string; title: string };
  status?: string;
}

/** The activity_entry table: appended to as people act, read back newest first. */
@Injectable()
export class ActivityRepository {
  private readonly logger = new Logger(ActivityRepository.name);

  constructor(private readonly em: EntityManager) {}

  /**
   * Appends a line after the change it describes was saved. A timeline line is a record of the
   * change, not part of it: if this write fails the change stands and the failure is logged.
   */
  async record(entry: ActivityRecord): Promise<void> {
    try {
      // A native insert runs no onCreate hooks: the id and time are given here.
      await this.em.insert(ActivityEntry, {
        id: randomUUID(),
        at: new Date(),
        userId: entry.userId,
        kind: entry.kind,
        subjectKind: entry.subject?.kind ?? null,
        subjectId: entry.subject?.id ?? null,
        subject: entry.subject?.title.slice(0, 200) ?? null,
        status: entry.status ?? null,
      });
    } catch (error) {
      this.logger.warn(`Activity ${entry.kind} for ${entry.userId} not recorded: ${String(error)}`);
    }
  }

  /** A line about one of the author's posts; a status change carries the post's new status. */
  recordPost(
    kind: Extract<ActivityKind, `listing.${string}` | `requirement.${string}`>,
    userId: string,
    post: { id: string; title: string; status: string },
  ): Promise<void> {
    return this.record({
      userId,
      kind,
      subject: {
        kind: kind.startsWith('listing') ? 'listing' : 'requirement',
        id: post.id,
        title: post.title,
      },
      ...(kind.endsWith('statusChanged') && { status: post.status }),
    });
  }

  /** The user's lines newest first, after the keyset (`at`, `id`) when given. */
  page(userId: string, after: Keyset | undefined, limit: number): Promise<ActivityEntry[]> {
    return this.em.find(ActivityEntry, afterKeyset<ActivityEntry>({ userId }, after, 'at'), {
      orderBy: { at: 'desc', id: 'desc' },
      limit,
    });
  }
}

import { activityKinds } from '@matchbazaar/contracts';
import { defineEntity, p } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';

/**
 * One line of a user's own timeline (/dashboard/activity): what they did, to what, when. The
 * subject's title is copied in, so the line still reads right after the post is renamed or gone.
 */
export const ActivityEntrySchema = defineEntity({
  name: 'ActivityEntry',
  tableName: 'activity_entry',
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    userId: p.uuid(),
    kind: p.enum(activityKinds),
    subjectKind: p.string().length(20).nullable(),
    // Text: tickets have numeric ids, posts uuids.
    subjectId: p.string().length(40).nullable(),
    subject: p.string().length(200).nullable(),
    /** A status change's new status. */
    status: p.string().length(30).nullable(),
    at: p.datetime().onCreate(() => new Date()),
  },
});

export class ActivityEntry extends ActivityEntrySchema.class {}
ActivityEntrySchema.setClass(ActivityEntry);

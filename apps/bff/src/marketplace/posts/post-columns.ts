import { currencies } from '@matchbazaar/contracts';
import { meaningOf, type SavedPostText } from '@matchbazaar/matching';
import { p } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';

/**
 * The columns a listing and a requirement have alike, as the groups each entity spreads where its
 * table has them (so the generated schema keeps every column in its place). A function, not
 * shared constants: metadata discovery writes to a property's options, so each entity gets its own.
 */
export function postColumns<S extends string>(statuses: readonly [S, ...S[]]) {
  return {
    key: {
      id: p
        .uuid()
        .primary()
        .onCreate(() => randomUUID()),
    },
    text: {
      title: p.string().length(120),
      description: p.text(),
      /** A leaf category of libs/taxonomy; its subgroup and group are stored for filters. */
      category: p.string().length(60),
      subgroupId: p.string().length(60),
      groupId: p.string().length(60),
    },
    currency: { currency: p.enum(currencies) },
    place: {
      city: p.string().length(80),
      region: p.string().length(80).nullable(),
      country: p.string().length(2),
      latitude: p.double().$type<number>().nullable(),
      longitude: p.double().$type<number>().nullable(),
      tags: p.array().default([]),
    },
    status: {
      status: p.enum(statuses),
      /** While `hidden` (its author is suspended): the status it goes back to. */
      hiddenStatus: p.enum(statuses).nullable(),
    },
    review: {
      rejectionReason: p.string().length(500).nullable(),
      /**
       * A moderator rejected or closed it and has not approved it since: every change its author
       * makes goes to review (decision 0030).
       */
      heldByModerator: p.boolean().default(false),
      moderationFlags: p.array().default([]),
      publishedAt: p.datetime().nullable(),
      expiresAt: p.datetime().nullable(),
      viewCount: p.integer().default(0),
    },
    stamps: {
      /**
       * The meaning vector the matching engine compares (100 signed bytes), computed from the text
       * whenever the row is written, by whatever path (a form, an import, a seed).
       */
      meaning: p
        .blob()
        .lazy()
        .nullable()
        .onCreate((post: SavedPostText) => meaningOf(post))
        .onUpdate((post: SavedPostText) => meaningOf(post)),
      /** The revision (updated time in ms) the matching engine last matched. */
      matchedRevision: p.bigint('number').nullable(),
      createdAt: p.datetime().onCreate(() => new Date()),
      updatedAt: p
        .datetime()
        .onCreate(() => new Date())
        .onUpdate(() => new Date()),
    },
  };
}

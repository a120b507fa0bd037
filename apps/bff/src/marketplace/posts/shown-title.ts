import { accessPolicy, accessRules, messages, type ResourceRef } from '@matchbazaar/contracts';

type PostKind = 'listing' | 'requirement';

/** What the title reads as while it is withheld. */
const withheld: Record<PostKind, string> = {
  listing: messages.catalogue.listingWithheld,
  requirement: messages.catalogue.requirementWithheld,
};

/** The column of each kind's author. */
const authorColumn: Record<PostKind, string> = { listing: 'seller_id', requirement: 'buyer_id' };

/**
 * A post's title as someone dealing with its author reads it (a conversation's other side, a
 * proposal's seller): its author always, anyone else while the public may read the post (the
 * access policy's read row, as listing.mapper's publiclyReadable), else a neutral catalogue text.
 * So a post back in review, rejected or hidden by a suspension never shows its current,
 * unreviewed text to the other side. `readerId` null: as the public reads it.
 */
export function titleShownTo(
  readerId: string | null,
  post: ResourceRef<PostKind>,
  title: string,
): string {
  const readable =
    (readerId !== null && post.ownerIds.includes(readerId)) || accessPolicy.can(null, 'read', post);
  return readable ? title : withheld[post.kind];
}

/** The neutral text `titleShownTo` answers for a withheld post of this kind. */
export const withheldTitle = (kind: PostKind): string => withheld[kind];

/**
 * `titleShownTo`'s rule in SQL: whether the post row `alias` (of `kind`) is shown to the account
 * whose id is `readerSql`. The statuses are the access policy's, so both forms stay one rule.
 */
export function shownToSql(kind: PostKind, alias: string, readerSql: string): string {
  const statuses = accessRules[kind].read.whenStatus.map((status) => `'${status}'`).join(', ');
  return `(${alias}."status" in (${statuses}) or ${alias}."${authorColumn[kind]}" = ${readerSql})`;
}

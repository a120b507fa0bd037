import type { EntityClass, EntityManager, FilterQuery } from '@mikro-orm/postgresql';
import type { PreparedSql } from '../../platform/database/prepared-sql.js';
import { tableNames } from '../../platform/database/table-names.js';

/** A post's photo row: which post, at which position (0 is the cover), which image. */
interface PhotoRow {
  position: number;
  imageId: string;
}

/**
 * The photo table of one kind of post (listing_image, requirement_image): the same three columns,
 * the post's id under its kind's name. A part of the listings' and requirements' repositories
 * (nothing else imports it): its repository hands its EntityManager to each call.
 */
export class PostPhotos<R extends PhotoRow, K extends keyof R & string> {
  /** The photo-ids statement, worked out from the entity the first time it is needed. */
  #idsSql: string | undefined;

  constructor(
    private readonly entity: EntityClass<R>,
    private readonly postKey: K,
  ) {}

  /**
   * Each post's photo ids in their order (an empty list for a post without photos). Every card
   * reads them, so as a prepared statement of two columns, not entities
   * (docs/decisions/0037-reads-by-id.md).
   */
  async idsOf(
    em: EntityManager,
    sql: PreparedSql,
    postIds: readonly string[],
  ): Promise<Map<string, string[]>> {
    const byPost = new Map<string, string[]>(postIds.map((id) => [id, []]));
    if (postIds.length === 0) return byPost;
    if (!this.#idsSql) {
      const { table, column } = tableNames(em, this.entity);
      const post = column(this.postKey);
      this.#idsSql = `select "${post}" as "post_id", "image_id" from "${table}"
        where "${post}" = any(?::uuid[]) order by "${post}", "position"`;
    }
    const rows = await sql.query<{ post_id: string; image_id: string }>(this.#idsSql, [
      [...new Set(postIds)],
    ]);
    for (const row of rows) byPost.get(row.post_id)?.push(row.image_id);
    return byPost;
  }

  /** Replaces the post's photos with `imageIds` in that order; inside the caller's transaction. */
  async replace(em: EntityManager, postId: string, imageIds: readonly string[]): Promise<void> {
    await em.nativeDelete(this.entity, { [this.postKey]: postId } as FilterQuery<R>);
    imageIds.forEach((imageId, position) =>
      em.persist(em.create(this.entity, { [this.postKey]: postId, imageId, position } as never)),
    );
    await em.flush();
  }
}

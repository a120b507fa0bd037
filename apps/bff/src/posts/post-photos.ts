import type { EntityClass, EntityManager, FilterQuery } from '@mikro-orm/postgresql';

/** A post's photo row: which post, at which position (0 is the cover), which image. */
interface PhotoRow {
  position: number;
  imageId: string;
}

/**
 * The photo table of one kind of post (listing_image, requirement_image): the same three columns,
 * the post's id under its kind's name. Its repository hands its EntityManager to each call.
 */
export class PostPhotos<R extends PhotoRow, K extends keyof R & string> {
  constructor(
    private readonly entity: EntityClass<R>,
    private readonly postKey: K,
  ) {}

  /** Each post's photo ids in their order (an empty list for a post without photos). */
  async idsOf(em: EntityManager, postIds: readonly string[]): Promise<Map<string, string[]>> {
    const byPost = new Map<string, string[]>(postIds.map((id) => [id, []]));
    if (postIds.length === 0) return byPost;
    const rows = await em.find(
      this.entity,
      { [this.postKey]: { $in: [...new Set(postIds)] } } as FilterQuery<R>,
      { orderBy: { [this.postKey]: 'asc', position: 'asc' } as never },
    );
    for (const row of rows) byPost.get(row[this.postKey] as string)?.push(row.imageId);
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

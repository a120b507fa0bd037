import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';

/** What moderation needs to know of an author's past posts, across listings and requirements. */
@Injectable()
export class AuthorHistoryRepository {
  constructor(private readonly em: EntityManager) {}

  /** How many of the author's posts have ever gone public (a new author has fewer than 3). */
  async publishedPosts(authorId: string): Promise<number> {
    const [row] = await this.em.getConnection().execute<{ count: string }[]>(
      `select (select count(*) from "listing" where "seller_id" = ? and "published_at" is not null)
            + (select count(*) from "requirement" where "buyer_id" = ? and "published_at" is not null) as "count"`,
      [authorId, authorId],
    );
    return Number(row?.count ?? 0);
  }
}

import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { PushSubscriptionRequest } from '@matchbazaar/contracts';
import { PushSubscription } from './push-subscription.entity.js';

/** The push_subscription table, from the BFF's side: subscribe, list, remove. */
@Injectable()
export class PushRepository {
  constructor(private readonly em: EntityManager) {}

  /**
   * Stores the browser's subscription for the user. The endpoint is unique: the same browser
   * subscribing again (new keys, or another account signed in on it) takes the row over, so a
   * browser never pushes one account's news after another signed in.
   */
  async upsert(
    userId: string,
    subscription: PushSubscriptionRequest,
    label: string,
  ): Promise<PushSubscription> {
    const [row] = await this.em.execute<{ id: string }[]>(
      `insert into "push_subscription" ("user_id", "endpoint", "p256dh", "auth", "label")
       values (?, ?, ?, ?, ?)
       on conflict ("endpoint") do update set "user_id" = excluded."user_id",
         "p256dh" = excluded."p256dh", "auth" = excluded."auth", "label" = excluded."label",
         "failures" = 0,
         "created_at" = case when "push_subscription"."user_id" = excluded."user_id"
                             then "push_subscription"."created_at" else now() end
       returning "id"`,
      [userId, subscription.endpoint, subscription.keys.p256dh, subscription.keys.auth, label],
    );
    return this.em.findOneOrFail(PushSubscription, { id: row!.id }, { refresh: true });
  }

  /** The user's devices, newest first. */
  listOf(userId: string): Promise<PushSubscription[]> {
    return this.em.find(
      PushSubscription,
      { userId },
      { orderBy: { createdAt: 'desc', id: 'asc' } },
    );
  }

  findById(id: string): Promise<PushSubscription | null> {
    return this.em.findOne(PushSubscription, { id });
  }

  async remove(id: string): Promise<void> {
    await this.em.nativeDelete(PushSubscription, { id });
  }
}

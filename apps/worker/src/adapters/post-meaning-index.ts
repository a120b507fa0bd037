import { decodeVector, VectorIndex, type Neighbour } from '@matchbazaar/matching';
import type { MatchingStore } from './matching-store.js';

/**
 * The meaning vectors of every live post of one kind (published listings, open requirements),
 * held in this worker's memory for nearest-meaning candidates (docs/decisions/0034-matching-
 * engine.md). Before each use it reads what changed since its last read (an index on
 * updated_at): every worker process keeps its own copy current without being told, and a post
 * that stops being live drops out. The catch-up re-reads a short window behind its mark, so a
 * transaction that committed late with an earlier time is not missed.
 */
export class PostMeaningIndex {
  readonly #index = new VectorIndex();
  #mark: { at: Date; id: string } | null = null;
  #catchingUp: Promise<void> | null = null;

  constructor(
    private readonly store: Pick<MatchingStore, 'meaningsChangedSince'>,
    private readonly table: 'listing' | 'requirement',
    private readonly options = { batch: 20_000, lagMs: 5_000 },
  ) {}

  get size(): number {
    return this.#index.size;
  }

  async nearest(
    query: Int8Array,
    groupIds: readonly string[],
    limit: number,
    min = 0.3,
  ): Promise<Neighbour[]> {
    await this.catchUp();
    return this.#index.nearest(query, groupIds, limit, min);
  }

  /** Reads every change since the mark; concurrent callers share one read. */
  catchUp(): Promise<void> {
    this.#catchingUp ??= this.read().finally(() => {
      this.#catchingUp = null;
    });
    return this.#catchingUp;
  }

  private async read(): Promise<void> {
    let after = this.#mark;
    let newest: Date | null = null;
    for (;;) {
      const rows = await this.store.meaningsChangedSince(this.table, after, this.options.batch);
      for (const row of rows) {
        if (row.live && row.meaning) {
          this.#index.upsert(row.id, row.groupId, decodeVector(row.meaning));
        } else {
          this.#index.remove(row.id);
        }
      }
      const last = rows.at(-1);
      if (last) {
        after = { at: last.updatedAt, id: last.id };
        newest = last.updatedAt;
      }
      if (rows.length < this.options.batch) break;
    }
    if (newest) {
      // Behind the newest change by the lag, and never back before the last mark.
      const lagged = new Date(newest.getTime() - this.options.lagMs);
      const mark = this.#mark && this.#mark.at > lagged ? this.#mark.at : lagged;
      this.#mark = { at: mark, id: '00000000-0000-0000-0000-000000000000' };
    }
  }
}

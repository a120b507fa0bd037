/**
 * Coalesces single-item calls made by concurrent jobs into one call per batch: the items asked for
 * in one turn of the event loop, or while `maxInFlight` batches are running, go into one batch. At
 * low load a call waits for nothing (a batch of one); under load a round trip serves many jobs. Used for the launch
 * notices' delivery records, where one SQL statement per message cost more than the message.
 *
 * - Items with the same key never share a batch (one statement must not touch a row twice) and
 *   never run at once: the later one waits until the earlier is done, so they keep their order.
 * - If a whole batch fails for a reason `isolate` says one item may cause (bad data, not a lost
 *   connection), each item is tried alone, so one bad item fails only its own job; otherwise every
 *   item fails with the batch's error, instead of one doomed call per item.
 */
export class MicroBatcher<Item, Result> {
  readonly #pending: Pending<Item, Result>[] = [];
  /** Keys of the items in the batches now running. */
  readonly #busyKeys = new Set<string>();
  #inFlight = 0;
  #scheduled = false;

  constructor(
    private readonly run: (items: Item[]) => Promise<Result[]>,
    private readonly options: {
      /** Identifies the row an item touches. */
      key: (item: Item) => string;
      /** Largest batch (default 500). */
      maxSize?: number;
      /** Batches running at once (default 2): one fills while another is in flight. */
      maxInFlight?: number;
      /** Whether a failed batch's items are worth trying one by one (default: always). */
      isolate?: (error: unknown) => boolean;
    },
  ) {}

  /** Resolves with this item's result, or rejects with its own failure. */
  add(item: Item): Promise<Result> {
    return new Promise<Result>((resolve, reject) => {
      this.#pending.push({ item, resolve, reject });
      this.#schedule();
    });
  }

  #schedule(): void {
    if (this.#scheduled || this.#inFlight >= (this.options.maxInFlight ?? 2)) return;
    this.#scheduled = true;
    // After the current turn of the event loop, so calls made by jobs resumed together share it.
    setImmediate(() => {
      this.#scheduled = false;
      this.#flush();
    });
  }

  #flush(): void {
    if (this.#pending.length === 0 || this.#inFlight >= (this.options.maxInFlight ?? 2)) return;
    const batch = this.#take();
    if (batch.length === 0) return; // every pending key is busy: the running batch reschedules
    const keys = batch.map((p) => this.options.key(p.item));
    for (const key of keys) this.#busyKeys.add(key);
    this.#inFlight++;
    void this.#runBatch(batch).finally(() => {
      for (const key of keys) this.#busyKeys.delete(key);
      this.#inFlight--;
      if (this.#pending.length > 0) this.#schedule();
    });
    if (this.#pending.length > 0) this.#schedule();
  }

  /** The oldest pending items, at most maxSize, no two with the same key nor a busy one. */
  #take(): Pending<Item, Result>[] {
    const maxSize = this.options.maxSize ?? 500;
    const blocked = new Set(this.#busyKeys);
    const batch: Pending<Item, Result>[] = [];
    for (let i = 0; i < this.#pending.length && batch.length < maxSize;) {
      const entry = this.#pending[i]!;
      const key = this.options.key(entry.item);
      // A key seen once is blocked for the rest, so a later item never overtakes an earlier one.
      const free = !blocked.has(key);
      blocked.add(key);
      if (!free) {
        i++;
        continue;
      }
      batch.push(entry);
      this.#pending.splice(i, 1);
    }
    return batch;
  }

  async #runBatch(batch: Pending<Item, Result>[]): Promise<void> {
    try {
      const results = await this.run(batch.map((p) => p.item));
      if (results.length !== batch.length) {
        throw new Error(`batch of ${batch.length} answered ${results.length} results`);
      }
      batch.forEach((p, i) => p.resolve(results[i]!));
    } catch (error) {
      if (batch.length === 1 || !(this.options.isolate?.(error) ?? true)) {
        for (const p of batch) p.reject(error);
        return;
      }
      // Find the item that failed the batch: each alone, so the others still succeed.
      await Promise.all(
        batch.map((p) =>
          this.run([p.item]).then(
            ([result]) => p.resolve(result!),
            (itemError: unknown) => p.reject(itemError),
          ),
        ),
      );
    }
  }
}

interface Pending<Item, Result> {
  item: Item;
  resolve: (result: Result) => void;
  reject: (error: unknown) => void;
}

/**
 * Coalesces single-item calls made by concurrent jobs into one call per batch: every item asked
 * for while the previous batch is in flight goes into the next one. At low load a call waits for
 * nothing (a batch of one); under load a round trip serves many jobs. Used for the launch
 * notices' delivery records, where one SQL statement per message cost more than the message.
 *
 * - Items with the same key never share a batch (one statement must not touch a row twice);
 *   the later one waits for the next batch, so calls for one key still run in order.
 * - If a whole batch fails, each item is tried alone, so one bad item fails only its own job.
 */
export class MicroBatcher<Item, Result> {
  readonly #pending: Pending<Item, Result>[] = [];
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
    this.#inFlight++;
    void this.#runBatch(batch).finally(() => {
      this.#inFlight--;
      if (this.#pending.length > 0) this.#schedule();
    });
    if (this.#pending.length > 0) this.#schedule();
  }

  /** The oldest pending items, at most maxSize, no two with the same key. */
  #take(): Pending<Item, Result>[] {
    const maxSize = this.options.maxSize ?? 500;
    const keys = new Set<string>();
    const batch: Pending<Item, Result>[] = [];
    for (let i = 0; i < this.#pending.length && batch.length < maxSize;) {
      const entry = this.#pending[i]!;
      const key = this.options.key(entry.item);
      if (keys.has(key)) {
        i++;
        continue;
      }
      keys.add(key);
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
      if (batch.length === 1) return batch[0]!.reject(error);
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

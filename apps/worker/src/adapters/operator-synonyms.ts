import { settingsChanges, synonymsSettingKey } from '@matchbazaar/contracts';
import { searchSynonymTable } from '@matchbazaar/db-schema';
import type { Redis } from 'ioredis';
import type { Database } from './database.js';

const Y = searchSynonymTable.name;
const yc = searchSynonymTable.columns;

/** The operators' synonyms as stored: each word with the others of its set. */
export type SynonymRows = ReadonlyMap<string, readonly string[]>;

/**
 * The search's synonyms operators keep in System Settings (search_synonym), one copy for the
 * worker's stores: read on first use, then again only after an admin's edit is announced on the
 * channel every BFF learns of it from (libs/contracts `settingsChanges`, decision 0012), or after
 * that subscription was interrupted (announcements made meanwhile are lost).
 */
export class OperatorSynonyms {
  #kept: SynonymRows | null = null;
  /** Counts forgotten copies: a read begun before one is not kept. */
  #edits = 0;

  constructor(private readonly db: Database) {}

  async rows(): Promise<SynonymRows> {
    if (this.#kept) return this.#kept;
    const edits = this.#edits;
    const { rows } = await this.db.query<{ term: string; synonyms: string[] }>(
      `select "${yc.term}" as "term", "${yc.synonyms}" as "synonyms" from "${Y}"`,
    );
    const read = new Map(rows.map((row) => [row.term, row.synonyms]));
    if (edits === this.#edits) this.#kept = read;
    return read;
  }

  /** A reader of the rows in the shape a store uses, shaped again only when they were read again. */
  shaped<T>(shape: (rows: SynonymRows) => T): () => Promise<T> {
    let last: { rows: SynonymRows; value: T } | null = null;
    return async () => {
      const rows = await this.rows();
      if (last?.rows !== rows) last = { rows, value: shape(rows) };
      return last.value;
    };
  }

  /** The next read reads the table again. */
  forget(): void {
    this.#edits++;
    this.#kept = null;
  }

  /**
   * Forgets the copy whenever an edit of the synonyms is announced on `subscriber`, a connection
   * of its own (a subscribed connection runs no other command). Resolves once subscribed.
   */
  async follow(subscriber: Redis, redisPrefix: string): Promise<void> {
    const channel = settingsChanges.channel(redisPrefix);
    let connected = subscriber.status === 'ready';
    subscriber.on('ready', () => {
      if (connected) this.forget();
      connected = true;
    });
    subscriber.on('message', (from: string, message: string) => {
      if (from === channel && settingsChanges.keyOf(message) === synonymsSettingKey) this.forget();
    });
    await subscriber.subscribe(channel);
  }
}

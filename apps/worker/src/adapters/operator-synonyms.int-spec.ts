import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { settingKeys, settingsChanges, synonymsSettingKey } from '@matchbazaar/contracts';
import { Redis } from 'ioredis';
import { createMigratedTestDatabase } from '../../../../tests/integration/schema.js';
import {
  testRedisPrefix,
  testServiceUrls,
  type TestDatabase,
} from '../../../../tests/integration/services.js';
import { createDatabase, type Database } from './database.js';
import { MatchingStore } from './matching-store.js';
import { OperatorSynonyms } from './operator-synonyms.js';
import { SavedSearchStore } from './saved-search-store.js';

const { redisUrl } = testServiceUrls();
const prefix = testRedisPrefix('worker-synonyms');

/** An admin's edit of the synonyms reaches the worker's stores as the BFFs learn of it. */
describe('OperatorSynonyms (real PostgreSQL and Redis)', () => {
  let testDb: TestDatabase;
  let db: Database;
  let publisher: Redis;
  let subscriber: Redis;
  let alerts: SavedSearchStore;
  let matching: MatchingStore;

  beforeAll(async () => {
    testDb = await createMigratedTestDatabase('worker_operator_synonyms');
    db = createDatabase(testDb.url, 2);
    publisher = new Redis(redisUrl);
  });

  afterAll(async () => {
    publisher?.disconnect();
    await db?.end();
    await testDb?.drop();
  });

  beforeEach(async () => {
    await db.query('truncate search_synonym');
    await setSynonyms(['sofa', 'couch']);
    subscriber = new Redis(redisUrl);
    const synonyms = new OperatorSynonyms(db);
    await synonyms.follow(subscriber, prefix);
    alerts = new SavedSearchStore(db, synonyms);
    matching = new MatchingStore(db, synonyms);
  });

  afterEach(() => subscriber.disconnect());

  /** Stores a set as the BFF does: one row per word, with the others of its set. */
  async function setSynonyms(...sets: string[][]): Promise<void> {
    await db.query('delete from search_synonym');
    for (const set of sets)
      for (const term of set)
        await db.query('insert into search_synonym (term, synonyms) values ($1, $2)', [
          term,
          set.filter((other) => other !== term),
        ]);
  }

  /** Publishes `key` as the BFF announces it, and waits until the subscriber has heard it. */
  async function announce(key: string): Promise<void> {
    const heard = new Promise((resolve) => subscriber.once('message', resolve));
    await publisher.publish(settingsChanges.channel(prefix), key);
    await heard;
  }

  it('reads the table once, and again as soon as an edit is announced', async () => {
    expect((await alerts.synonyms()).get('sofa')).toEqual(['couch']);
    expect((await matching.synonyms()).get('sofa')).toEqual(['couch']);

    await setSynonyms(['sofa', 'couch', 'settee']);
    // Not announced: the copy is kept (no poll reads it again).
    expect((await alerts.synonyms()).get('sofa')).toEqual(['couch']);

    await announce(settingsChanges.message(synonymsSettingKey));
    expect((await alerts.synonyms()).get('sofa')).toEqual(['couch', 'settee']);
    expect((await matching.synonyms()).get('settee')).toEqual(['sofa', 'couch']);
  });

  it('keeps the copy when another setting is announced', async () => {
    await alerts.synonyms();
    await setSynonyms(['sofa', 'settee']);
    await announce(settingsChanges.message(settingKeys[0]!));
    expect((await alerts.synonyms()).get('sofa')).toEqual(['couch']);
  });

  it('reads again after the subscription was interrupted (announcements may be lost)', async () => {
    await alerts.synonyms();
    await setSynonyms(['sofa', 'settee']);
    const back = new Promise((resolve) => subscriber.once('ready', resolve));
    subscriber.disconnect(true);
    await back;
    expect((await alerts.synonyms()).get('sofa')).toEqual(['settee']);
  });
});

import { describe, expect, it } from '@jest/globals';
import { afterKeyset } from './post-keyset.js';

interface Row {
  id: string;
  listingId: string;
  createdAt: Date;
  userId: string;
}

describe('afterKeyset', () => {
  const at = new Date('2026-11-28T00:00:00Z');

  it('leaves the first page’s filter as it is', () => {
    expect(afterKeyset<Row>({ userId: 'u1' }, undefined, 'createdAt')).toEqual({ userId: 'u1' });
  });

  it('asks for rows older than the keyset, or as old with a smaller key', () => {
    expect(afterKeyset<Row>({ userId: 'u1' }, { at, id: 'k' }, 'createdAt')).toEqual({
      $and: [
        { userId: 'u1' },
        { $or: [{ createdAt: { $lt: at } }, { createdAt: at, id: { $lt: 'k' } }] },
      ],
    });
    expect(afterKeyset<Row>({}, { at, id: 'k' }, 'createdAt', 'listingId')).toEqual({
      $and: [{}, { $or: [{ createdAt: { $lt: at } }, { createdAt: at, listingId: { $lt: 'k' } }] }],
    });
  });
});

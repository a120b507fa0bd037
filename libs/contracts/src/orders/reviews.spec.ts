import { describe, expect, it } from '@jest/globals';
import {
  effectivePublishedAt,
  otherSide,
  ratingSummaryOf,
  reviewReasonRequestSchema,
  reviewRequestSchema,
} from './reviews.js';
import { reviewWindowEnd, reviewWindowOpen } from './review-rules.js';

describe('the review window', () => {
  const completed = new Date('2026-03-01T10:00:00Z');

  it('closes 14 days after completion, to the millisecond', () => {
    expect(reviewWindowEnd(completed).toISOString()).toBe('2026-03-15T10:00:00.000Z');
    expect(reviewWindowEnd(completed.toISOString())).toEqual(reviewWindowEnd(completed));
    expect(reviewWindowOpen(completed, new Date('2026-03-15T09:59:59.999Z'))).toBe(true);
    expect(reviewWindowOpen(completed, new Date('2026-03-15T10:00:00.000Z'))).toBe(false);
  });

  it('counts a blind review as published once its window ended, at the window’s end', () => {
    const end = reviewWindowEnd(completed);
    const both = new Date('2026-03-03T00:00:00Z');
    expect(effectivePublishedAt(null, end, new Date('2026-03-10T00:00:00Z'))).toBeNull();
    expect(effectivePublishedAt(null, end, new Date('2026-03-16T00:00:00Z'))).toEqual(end);
    expect(effectivePublishedAt(both, end, new Date('2026-03-04T00:00:00Z'))).toEqual(both);
  });

  it('knows the other side', () => {
    expect(otherSide('buyer')).toBe('seller');
    expect(otherSide('seller')).toBe('buyer');
  });
});

describe('ratingSummaryOf', () => {
  it('gives five bars, 5 stars first, and the average to two decimals', () => {
    expect(ratingSummaryOf({ 5: 1, 4: 2, 1: 1 })).toEqual({
      average: 3.5,
      count: 4,
      distribution: [
        { stars: 5, count: 1 },
        { stars: 4, count: 2 },
        { stars: 3, count: 0 },
        { stars: 2, count: 0 },
        { stars: 1, count: 1 },
      ],
    });
    expect(ratingSummaryOf({ 5: 2, 4: 1 }).average).toBe(4.67);
  });

  it('has no average without reviews and ignores what is not 1 to 5 stars', () => {
    expect(ratingSummaryOf({})).toMatchObject({ average: null, count: 0 });
    expect(ratingSummaryOf({ 0: 3, 6: 2, 3: 1 })).toMatchObject({ average: 3, count: 1 });
  });
});

describe('review requests', () => {
  it('takes 1 to 5 whole stars and a text, trimmed', () => {
    expect(reviewRequestSchema.parse({ rating: 5, body: '  Great.\r\nThanks  ' })).toEqual({
      rating: 5,
      body: 'Great.\nThanks',
    });
    for (const rating of [0, 6, 2.5, '4', null]) {
      expect(reviewRequestSchema.safeParse({ rating, body: 'Fine' }).success).toBe(false);
    }
    expect(reviewRequestSchema.safeParse({ rating: 3, body: ' \n ' }).success).toBe(false);
    expect(reviewRequestSchema.safeParse({ rating: 3, body: 'x'.repeat(2001) }).success).toBe(
      false,
    );
  });

  it('needs a reason of 1 to 500 characters', () => {
    expect(reviewReasonRequestSchema.safeParse({ reason: 'Spam' }).success).toBe(true);
    expect(reviewReasonRequestSchema.safeParse({ reason: '' }).success).toBe(false);
    expect(reviewReasonRequestSchema.safeParse({ reason: 'x'.repeat(501) }).success).toBe(false);
  });
});

import { describe, expect, it } from '@jest/globals';
import { postingMessages as t } from '@matchbazaar/contracts';
import { pastDraft, saveOutcome } from './save-outcome';

const base = {
  id: 'abc',
  formPath: '/seller/post-listing',
  listPath: '/seller/my-listings',
  liveText: t.publishedListing,
};

describe('after a post is saved', () => {
  it('a draft stays on its form, now editing it', () => {
    expect(saveOutcome({ ...base, status: 'draft', intent: 'draft', wasPastDraft: false })).toEqual(
      { to: '/seller/post-listing?edit=abc', notice: t.draftSaved },
    );
  });

  it('a publish goes to the list: live, or waiting for a moderator', () => {
    expect(
      saveOutcome({ ...base, status: 'published', intent: 'publish', wasPastDraft: false }),
    ).toEqual({ to: '/seller/my-listings', notice: t.publishedListing });
    expect(
      saveOutcome({ ...base, status: 'pending_review', intent: 'publish', wasPastDraft: false }),
    ).toEqual({ to: '/seller/my-listings', notice: t.sentToReview });
  });

  it('an edit of a live post only saves its changes', () => {
    expect(
      saveOutcome({ ...base, status: 'paused', intent: 'publish', wasPastDraft: true }),
    ).toEqual({ to: '/seller/my-listings', notice: t.changesSaved });
  });

  it('only drafts and rejected posts are before publishing', () => {
    expect(['draft', 'rejected', 'published', 'closed', 'expired'].map(pastDraft)).toEqual([
      false,
      false,
      true,
      true,
      true,
    ]);
  });
});

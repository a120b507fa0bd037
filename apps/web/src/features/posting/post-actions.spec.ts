import { describe, expect, it } from '@jest/globals';
import { listingActions, requirementActions } from './post-actions';

describe('the actions an author is offered per status', () => {
  it('a draft listing: edit, submit, duplicate, close, delete', () => {
    expect(listingActions('draft')).toEqual(['edit', 'submit', 'duplicate', 'close', 'delete']);
  });

  it('a published listing pauses and closes; a paused one resumes', () => {
    expect(listingActions('published')).toEqual(['edit', 'pause', 'duplicate', 'close']);
    expect(listingActions('paused')).toEqual(['edit', 'resume', 'duplicate', 'close']);
  });

  it('expired and closed posts renew; only drafts delete', () => {
    expect(listingActions('expired')).toEqual(['edit', 'renew', 'duplicate']);
    expect(requirementActions('closed')).toEqual(['edit', 'renew', 'duplicate']);
    expect(requirementActions('open')).toEqual(['edit', 'duplicate', 'close']);
    expect(requirementActions('rejected')).toEqual(['edit', 'submit', 'duplicate']);
  });
});

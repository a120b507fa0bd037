import { postingMessages, type PostIntent } from '@matchbazaar/contracts';

const t = postingMessages;

/**
 * Whether an edited post is past its draft stage (live, paused, in review, closed, expired): its
 * form then only saves changes; drafts and rejected posts save as drafts or (re)submit.
 */
export const pastDraft = (status: string) => status !== 'draft' && status !== 'rejected';

/**
 * Where the author goes after a save, and what to tell them: a draft stays on its form (now
 * editing it); anything else goes to the author's list, saying whether the post is live, waits
 * for a moderator, or just had its changes saved.
 */
export function saveOutcome(saved: {
  id: string;
  status: string;
  intent: PostIntent;
  /** The form edited a post past its draft stage. */
  wasPastDraft: boolean;
  formPath: string;
  listPath: string;
  liveText: string;
}): { to: string; notice: string } {
  if (saved.intent === 'draft' && !saved.wasPastDraft)
    return { to: `${saved.formPath}?edit=${encodeURIComponent(saved.id)}`, notice: t.draftSaved };
  if (saved.status === 'pending_review') return { to: saved.listPath, notice: t.sentToReview };
  return { to: saved.listPath, notice: saved.wasPastDraft ? t.changesSaved : saved.liveText };
}

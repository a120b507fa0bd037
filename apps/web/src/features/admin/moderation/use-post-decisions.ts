import { moderationMessages, type ModerationRequest } from '@matchbazaar/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { moderationKeys, moderatePost, type PendingPost } from '../api/moderation-api';

const t = moderationMessages;

/** What the last decision did: one line, and each post that failed with why. */
export interface DecisionSummary {
  severity: 'success' | 'warning' | 'error';
  text: string;
  failures: string[];
}

/**
 * Approves or rejects posts one after another (a bulk decision is the same steps for each post),
 * then reads the queue again. A post another moderator decided first fails with the server's
 * words and leaves the queue on the next read.
 */
export function usePostDecisions() {
  const queryClient = useQueryClient();
  const [working, setWorking] = useState<ReadonlySet<string>>(new Set());
  const [summary, setSummary] = useState<DecisionSummary | null>(null);

  async function decide(
    posts: readonly PendingPost[],
    request: ModerationRequest,
  ): Promise<string[]> {
    setSummary(null);
    setWorking(new Set(posts.map((post) => post.id)));
    const done: string[] = [];
    const failures: string[] = [];
    for (const post of posts) {
      try {
        await moderatePost(post, request);
        done.push(post.id);
      } catch (error) {
        failures.push(t.failedLine(post.title, (error as Error).message));
      }
    }
    setWorking(new Set());
    setSummary(summaryOf(posts, request, done.length, failures));
    await queryClient.invalidateQueries({ queryKey: moderationKeys.queue() });
    return done;
  }

  return { decide, working, summary, clearSummary: () => setSummary(null) };
}

function summaryOf(
  posts: readonly PendingPost[],
  request: ModerationRequest,
  done: number,
  failures: string[],
): DecisionSummary {
  const approve = request.action === 'approve';
  if (posts.length === 1 && done === 1) {
    const title = posts[0]!.title;
    return { severity: 'success', text: approve ? t.approved(title) : t.rejected(title), failures };
  }
  const parts = [
    ...(done > 0 || failures.length === 0
      ? [approve ? t.bulkApproved(done) : t.bulkRejected(done)]
      : []),
    ...(failures.length > 0 ? [t.bulkFailed(failures.length)] : []),
  ];
  return {
    severity: failures.length === 0 ? 'success' : done === 0 ? 'error' : 'warning',
    text: `${parts.join(', ')}.`,
    failures,
  };
}

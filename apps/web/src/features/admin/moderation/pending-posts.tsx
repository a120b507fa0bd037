import { moderationMessages } from '@matchbazaar/contracts';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { reviewQueueQuery, type PendingPost } from '../api/moderation-api';
import { DecisionSummary } from './decision-summary';
import { PendingPostRow } from './pending-post-row';
import { QueueCard } from './queue-card';
import { RejectDialog } from './reject-dialog';
import { SelectionBar } from './selection-bar';
import { usePostDecisions } from './use-post-decisions';

const t = moderationMessages;

/** The posts waiting for review, oldest first: one by one or selected together. */
export function PendingPosts() {
  const queue = useQuery(reviewQueueQuery());
  const { decide, working, summary, clearSummary } = usePostDecisions();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [rejecting, setRejecting] = useState<readonly PendingPost[]>([]);

  const posts = queue.data?.posts ?? [];
  const total = queue.data?.total ?? 0;
  const chosen = posts.filter((post) => selected.has(post.id));
  const busy = working.size > 0;
  const run = async (targets: readonly PendingPost[], reason?: string) => {
    const done = await decide(
      targets,
      reason === undefined ? { action: 'approve' } : { action: 'reject', reason },
    );
    setSelected((now) => new Set([...now].filter((id) => !done.includes(id))));
  };
  const toggle = (id: string, on: boolean) =>
    setSelected((now) => {
      const next = new Set(now);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <DecisionSummary summary={summary} onClose={clearSummary} />
      <QueueCard
        label={t.postsLabel}
        query={queue}
        failedLabel={t.loadFailed}
        retryLabel={t.retry}
        empty={posts.length === 0 ? { title: t.empty, text: t.emptyText } : null}
        toolbar={
          <SelectionBar
            chosen={chosen.length}
            total={posts.length}
            busy={busy}
            onSelectAll={(on) =>
              setSelected(on ? new Set(posts.map((post) => post.id)) : new Set())
            }
            onApprove={() => void run(chosen)}
            onReject={() => setRejecting(chosen)}
          />
        }
      >
        {posts.map((post) => (
          <PendingPostRow
            key={post.id}
            post={post}
            selected={selected.has(post.id)}
            busy={working.has(post.id)}
            disabled={busy}
            onSelect={(on) => toggle(post.id, on)}
            onApprove={() => void run([post])}
            onReject={() => setRejecting([post])}
          />
        ))}
      </QueueCard>
      {total > posts.length && (
        <Typography variant="body2" color="text.secondary">
          {t.moreWaiting(posts.length, total)}
        </Typography>
      )}
      <RejectDialog
        titles={rejecting.map((post) => post.title)}
        onClose={() => setRejecting([])}
        onReject={(reason) => {
          const targets = rejecting;
          setRejecting([]);
          void run(targets, reason);
        }}
      />
    </Box>
  );
}

import { reviewsMessages, type ReportedReview } from '@matchbazaar/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { StatusAlert } from '../../../components/status-alert';
import {
  moderateReview,
  reportedReviewKeys,
  reportedReviewsQuery,
  type ModerationStep,
} from '../api/review-moderation-api';
import { HideReviewDialog } from './hide-review-dialog';
import { QueueCard } from './queue-card';
import { ChoiceSelect } from '../../../components/choice-select';
import { ReportedReviewRow } from './reported-review-row';
import { useQueueStep } from './use-queue-step';

const t = reviewsMessages;
type QueueStatus = 'open' | 'resolved';

/**
 * Reported reviews (docs/product/reviews.md): each with its reports, most recently reported first.
 * Staff hide one with a reason, show a hidden one again, or keep it (its reports close).
 */
export function ReportedReviewsPanel() {
  const [status, setStatus] = useState<QueueStatus>('open');
  const [hiding, setHiding] = useState<ReportedReview['review'] | null>(null);
  const queue = useQuery(reportedReviewsQuery(status));
  const {
    mutation: act,
    answer,
    clearAnswer,
  } = useQueueStep({
    step: ({ id, step, reason }: { id: string; step: ModerationStep; reason?: string }) =>
      moderateReview(id, step, reason),
    done: ({ step }) =>
      step === 'hide' ? t.hidden : step === 'unhide' ? t.unhidden : t.reportsDismissed,
    queryKey: reportedReviewKeys.reportedAll(),
  });
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <ChoiceSelect
        label={t.moderationLabel}
        value={status}
        values={['open', 'resolved'] as const}
        names={t.moderationStatuses}
        onChange={(next) => {
          clearAnswer();
          setStatus(next);
        }}
        sx={{ minWidth: 180, justifySelf: 'start' }}
      />
      <StatusAlert status={answer} />
      <QueueCard
        label={t.moderationLabel}
        query={queue}
        failedLabel={t.loadFailed}
        retryLabel={t.retry}
        empty={
          queue.data?.length === 0
            ? { title: t.moderationEmpty, text: t.moderationEmptyText }
            : null
        }
      >
        {queue.data?.map((item) => (
          <ReportedReviewRow
            key={item.review.id}
            item={item}
            disabled={act.isPending}
            onStep={(step) => act.mutate({ id: item.review.id, step })}
            onHide={() => setHiding(item.review)}
          />
        ))}
      </QueueCard>
      {hiding && (
        <HideReviewDialog
          review={hiding}
          busy={act.isPending}
          onClose={() => setHiding(null)}
          onHide={(reason) =>
            act.mutate(
              { id: hiding.id, step: 'hide', reason },
              { onSuccess: () => setHiding(null) },
            )
          }
        />
      )}
      {act.isError && hiding && <Alert severity="error">{act.error.message}</Alert>}
    </Box>
  );
}

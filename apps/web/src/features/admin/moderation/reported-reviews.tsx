import VisibilityOffOutlinedIcon from '@mui/icons-material/VisibilityOffOutlined';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import CheckIcon from '@mui/icons-material/Check';
import { isApiRequestError } from '@matchbazaar/api-client';
import { reviewLimits, reviewsMessages, type ReportedReview } from '@matchbazaar/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Rating from '@mui/material/Rating';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { dateTimeText } from '../../../components/date-time';
import { LoadState } from '../../../components/load-state';
import {
  moderateReview,
  reportedReviewKeys,
  reportedReviewsQuery,
  type ModerationStep,
} from '../api/review-moderation-api';
import { ruledRow } from '../../../components/ruled-rows';
import { StatusAlert, type Status } from '../../../components/status-alert';
import { EmptyState } from '../parts/empty-state';

const t = reviewsMessages;
type QueueStatus = 'open' | 'resolved';

/** Hiding says why: the author reads the reason on their order. */
function HideDialog({
  review,
  onClose,
  onHide,
  busy,
}: {
  review: ReportedReview['review'];
  onClose: () => void;
  onHide: (reason: string) => void;
  busy: boolean;
}) {
  const titleId = useId();
  const [reason, setReason] = useState('');
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{t.hideTitle}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <DialogContentText>{t.hideIntro}</DialogContentText>
        <Typography
          component="blockquote"
          sx={{ m: 0, pl: 1.5, borderLeft: 3, borderColor: 'divider', overflowWrap: 'anywhere' }}
        >
          {review.body}
        </Typography>
        <TextField
          label={t.hideReasonLabel}
          multiline
          minRows={2}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          slotProps={{ htmlInput: { maxLength: reviewLimits.reason } }}
          required
          autoFocus
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t.cancel}</Button>
        <Button
          variant="contained"
          color="error"
          disabled={busy || reason.trim() === ''}
          onClick={() => onHide(reason.trim())}
        >
          {t.hideSubmit}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function ReportedRow({
  item,
  disabled,
  onStep,
  onHide,
}: {
  item: ReportedReview;
  disabled: boolean;
  onStep: (step: ModerationStep) => void;
  onHide: () => void;
}) {
  const { review, reports } = item;
  const open = reports.some((report) => report.resolvedAt === null);
  return (
    <Box
      component="li"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) auto' },
        gap: 1.5,
        px: { xs: 2, sm: 2.5 },
        py: 2,
        ...ruledRow,
      }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
          <Rating
            value={review.rating}
            readOnly
            size="small"
            aria-label={t.ratingValue(review.rating)}
          />
          <Typography variant="body2" sx={{ fontWeight: 700 }}>
            {t.reviewOf(review.authorName, review.subjectName, review.orderNumber)}
          </Typography>
          <Chip size="small" variant="outlined" label={t.reportCount(reports.length)} />
          {review.hidden && (
            <Chip size="small" color="warning" label={t.hiddenNote(review.hidden.reason)} />
          )}
        </Box>
        <Typography
          component="blockquote"
          sx={{
            m: 0,
            mt: 1,
            pl: 1.5,
            borderLeft: 3,
            borderColor: 'divider',
            whiteSpace: 'pre-line',
            overflowWrap: 'anywhere',
          }}
        >
          {review.body}
        </Typography>
        <Box component="ul" sx={{ m: 0, mt: 1, pl: 2.5 }}>
          {reports.map((report) => (
            <Typography
              component="li"
              variant="body2"
              key={`${report.reporterName}-${report.createdAt}`}
            >
              <strong>{report.reason}</strong>{' '}
              <Typography component="span" variant="body2" color="text.secondary">
                — {report.reporterName},{' '}
                <time dateTime={report.createdAt}>{dateTimeText(report.createdAt)}</time>
              </Typography>
            </Typography>
          ))}
        </Box>
      </Box>
      <Box
        sx={{
          display: 'flex',
          gap: 1,
          flexWrap: 'wrap',
          alignItems: 'start',
          justifySelf: { md: 'end' },
        }}
      >
        {review.hidden ? (
          <Button
            size="small"
            variant="outlined"
            startIcon={<VisibilityOutlinedIcon />}
            disabled={disabled}
            onClick={() => onStep('unhide')}
          >
            {t.unhide}
          </Button>
        ) : (
          <Button
            size="small"
            variant="contained"
            color="error"
            startIcon={<VisibilityOffOutlinedIcon />}
            disabled={disabled}
            onClick={onHide}
          >
            {t.hide}
          </Button>
        )}
        {open && !review.hidden && (
          <Button
            size="small"
            variant="outlined"
            startIcon={<CheckIcon />}
            disabled={disabled}
            onClick={() => onStep('dismiss')}
          >
            {t.dismiss}
          </Button>
        )}
      </Box>
    </Box>
  );
}

/**
 * Reported reviews (docs/product/reviews.md): each with its reports, most recently reported first.
 * Staff hide one with a reason, show a hidden one again, or keep it (its reports close).
 */
export function ReportedReviewsPanel() {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<QueueStatus>('open');
  const [hiding, setHiding] = useState<ReportedReview['review'] | null>(null);
  const [answer, setAnswer] = useState<Status | null>(null);
  const queue = useQuery(reportedReviewsQuery(status));
  const act = useMutation({
    mutationFn: ({ id, step, reason }: { id: string; step: ModerationStep; reason?: string }) =>
      moderateReview(id, step, reason),
    onMutate: () => setAnswer(null),
    onSuccess: (_, { step }) => {
      setHiding(null);
      setAnswer({
        severity: 'success',
        text: step === 'hide' ? t.hidden : step === 'unhide' ? t.unhidden : t.reportsDismissed,
      });
    },
    onError: (error) => setAnswer({ severity: 'error', text: error.message }),
    onSettled: (_, error) =>
      !error || (isApiRequestError(error) && error.status !== undefined && error.status < 500)
        ? queryClient.invalidateQueries({ queryKey: reportedReviewKeys.reportedAll() })
        : undefined,
  });
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <TextField
        select
        size="small"
        label={t.moderationLabel}
        value={status}
        onChange={(event) => {
          setAnswer(null);
          setStatus(event.target.value as QueueStatus);
        }}
        sx={{ minWidth: 180, justifySelf: 'start' }}
      >
        {(['open', 'resolved'] as const).map((value) => (
          <MenuItem key={value} value={value}>
            {t.moderationStatuses[value]}
          </MenuItem>
        ))}
      </TextField>
      <StatusAlert status={answer} />
      <Paper variant="outlined" sx={{ borderRadius: 3, overflow: 'hidden' }}>
        {queue.isPending || queue.isError ? (
          <Box sx={{ p: 2 }}>
            <LoadState
              label={t.moderationLabel}
              failed={queue.isError ? `${t.loadFailed} ${queue.error.message}` : undefined}
              retry={() => void queue.refetch()}
              retryLabel={t.retry}
            />
          </Box>
        ) : queue.data.length === 0 ? (
          <EmptyState title={t.moderationEmpty} text={t.moderationEmptyText} />
        ) : (
          <Box component="ul" aria-label={t.moderationLabel} sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {queue.data.map((item) => (
              <ReportedRow
                key={item.review.id}
                item={item}
                disabled={act.isPending}
                onStep={(step) => act.mutate({ id: item.review.id, step })}
                onHide={() => setHiding(item.review)}
              />
            ))}
          </Box>
        )}
      </Paper>
      {hiding && (
        <HideDialog
          review={hiding}
          busy={act.isPending}
          onClose={() => setHiding(null)}
          onHide={(reason) => act.mutate({ id: hiding.id, step: 'hide', reason })}
        />
      )}
      {act.isError && hiding && <Alert severity="error">{act.error.message}</Alert>}
    </Box>
  );
}

import {
  finalOrderStatuses,
  reviewLimits,
  reviewsMessages,
  type OrderReviews as OrderReviewsView,
  type OrderStatus,
  type ReviewSide,
} from '@matchbazaar/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormHelperText from '@mui/material/FormHelperText';
import Paper from '@mui/material/Paper';
import Rating from '@mui/material/Rating';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useSession } from '../../lib/session/use-session';
import { ReviewCard } from './review-card';
import { orderReviewsQuery, replyToReview, reviewKeys, writeReview } from './api/reviews-api';

const t = reviewsMessages;

/** The props the order page passes: what it knows of the order already. */
export interface OrderReviewsProps {
  orderId: string;
  status: OrderStatus;
  /** ISO 8601; null until the order is completed. */
  completedAt: string | null;
  /** The viewer's side of the order (an admin viewing it sees nothing here). */
  viewerSide: ReviewSide | 'admin';
}

/** The caller's review form: stars and text, with the blind rule said before sending. */
function ReviewForm({
  data,
  onSaved,
}: {
  data: OrderReviewsView;
  onSaved: (next: OrderReviewsView) => void;
}) {
  const ratingId = useId();
  const [rating, setRating] = useState<number | null>(null);
  const [body, setBody] = useState('');
  const [touched, setTouched] = useState(false);
  const other = t.sideName[data.viewerSide === 'buyer' ? 'seller' : 'buyer'];
  const send = useMutation({
    mutationFn: () => writeReview(data.orderId, { rating: rating ?? 0, body: body.trim() }),
    onSuccess: onSaved,
  });
  const missingRating = touched && rating === null;
  const missingBody = touched && body.trim() === '';
  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setTouched(true);
        if (rating === null || body.trim() === '') return;
        send.mutate();
      }}
      sx={{ display: 'grid', gap: 2 }}
    >
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {t.writeTitle(data.viewerSide)}
      </Typography>
      {data.windowEndsAt && (
        <Alert severity="info">
          {data.theirsWritten ? t.theyWrote(other) : t.blindBefore(other, data.windowEndsAt)}
        </Alert>
      )}
      <Box>
        <Typography
          id={ratingId}
          component="legend"
          variant="body2"
          sx={{ fontWeight: 600, mb: 0.5 }}
        >
          {t.ratingLabel}
        </Typography>
        <Rating
          name={`rating-${data.orderId}`}
          value={rating}
          size="large"
          onChange={(_, value) => setRating(value)}
          aria-labelledby={ratingId}
        />
        {missingRating && <FormHelperText error>{t.ratingInvalid}</FormHelperText>}
      </Box>
      <TextField
        label={t.bodyLabel}
        multiline
        minRows={4}
        value={body}
        onChange={(event) => setBody(event.target.value)}
        error={missingBody}
        helperText={missingBody ? t.bodyLength : t.bodyHelp}
        slotProps={{ htmlInput: { maxLength: reviewLimits.body } }}
        required
      />
      {send.isError && <Alert severity="error">{send.error.message}</Alert>}
      <Box>
        <Button type="submit" variant="contained" disabled={send.isPending}>
          {send.isPending ? t.submitting : t.submit}
        </Button>
      </Box>
    </Box>
  );
}

/** The subject's one public reply to the other side's review. */
function ReplyForm({ reviewId, onSaved }: { reviewId: string; onSaved: () => void }) {
  const [open, setOpen] = useState(false);
  const [body, setBody] = useState('');
  const send = useMutation({
    mutationFn: () => replyToReview(reviewId, body.trim()),
    onSuccess: onSaved,
  });
  if (!open)
    return (
      <Button size="small" sx={{ mt: 1 }} onClick={() => setOpen(true)}>
        {t.reply}
      </Button>
    );
  return (
    <Box
      component="form"
      onSubmit={(event) => {
        event.preventDefault();
        if (body.trim() !== '') send.mutate();
      }}
      sx={{ display: 'grid', gap: 1.5, mt: 1.5 }}
    >
      <TextField
        label={t.replyLabel}
        multiline
        minRows={2}
        value={body}
        onChange={(event) => setBody(event.target.value)}
        helperText={t.replyHelp}
        slotProps={{ htmlInput: { maxLength: reviewLimits.reply } }}
        required
        autoFocus
      />
      {send.isError && <Alert severity="error">{send.error.message}</Alert>}
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button
          type="submit"
          variant="contained"
          size="small"
          disabled={send.isPending || body.trim() === ''}
        >
          {t.replySubmit}
        </Button>
        <Button size="small" onClick={() => setOpen(false)}>
          {t.cancel}
        </Button>
      </Box>
    </Box>
  );
}

/** What the order's reviews look like for one party, once loaded. */
function OrderReviewsBody({ data, userId }: { data: OrderReviewsView; userId: string }) {
  const queryClient = useQueryClient();
  const key = reviewKeys.order(userId, data.orderId);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: key });
  const other = t.sideName[data.viewerSide === 'buyer' ? 'seller' : 'buyer'];
  const closed = data.windowEndsAt !== null && !data.canWrite && data.mine === null;
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      {data.mine ? (
        <Box>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
              {t.yourReview}
            </Typography>
            <Chip
              size="small"
              color={data.mine.publishedAt ? 'success' : 'default'}
              label={data.mine.publishedAt ? t.published : t.pending}
            />
          </Box>
          <ReviewCard
            review={{ ...data.mine, publishedAt: data.mine.publishedAt ?? data.mine.createdAt }}
            showListing={false}
          />
          {data.mine.hidden && (
            <Alert severity="warning" sx={{ mt: 1 }}>
              {t.hiddenByModerators(data.mine.hidden.reason)}
            </Alert>
          )}
          {!data.mine.publishedAt && data.windowEndsAt && (
            <Alert severity="info" sx={{ mt: 1 }}>
              {t.blindRule(other, data.windowEndsAt)}
            </Alert>
          )}
        </Box>
      ) : data.canWrite ? (
        <ReviewForm data={data} onSaved={(next) => queryClient.setQueryData(key, next)} />
      ) : closed && data.windowEndsAt ? (
        <Typography color="text.secondary">{t.windowEnded(data.windowEndsAt)}</Typography>
      ) : null}

      {data.theirs ? (
        <Box>
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
            {t.theirReview(data.theirs.authorSide)}
          </Typography>
          <ReviewCard review={data.theirs} showListing={false}>
            {data.canReply && <ReplyForm reviewId={data.theirs.id} onSaved={refresh} />}
          </ReviewCard>
        </Box>
      ) : data.mine && data.windowEndsAt ? (
        <Typography color="text.secondary">
          {data.mine.publishedAt
            ? t.noReviewFromThem(other)
            : t.waitingForThem(other, data.windowEndsAt)}
        </Typography>
      ) : null}
    </Box>
  );
}

/**
 * The reviews of one order, for its page (docs/product/reviews.md): once the order is completed,
 * the viewer's review form (1 to 5 stars and a text) with the blind rule explained, their review
 * once written, the other side's once published, and the one reply to it. Before completion a
 * line says when reviews open; a cancelled or declined order, or an admin's view, shows nothing.
 */
export function OrderReviews({ orderId, status, completedAt, viewerSide }: OrderReviewsProps) {
  const headingId = useId();
  const { user } = useSession();
  const completed = status === 'completed' && completedAt !== null;
  const reviews = useQuery({
    ...orderReviewsQuery(user?.id ?? '', orderId),
    enabled: completed && user !== null && viewerSide !== 'admin',
  });
  if (viewerSide === 'admin' || !user) return null;
  if (!completed && (finalOrderStatuses as readonly string[]).includes(status)) return null;
  return (
    <Paper
      component="section"
      id="reviews"
      aria-labelledby={headingId}
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3, minWidth: 0 }}
    >
      <Typography id={headingId} component="h2" variant="h6" sx={{ fontWeight: 800, mb: 0.5 }}>
        {t.orderTitle}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t.orderIntro}
      </Typography>
      {!completed ? (
        <Typography color="text.secondary">{t.notYetCompleted}</Typography>
      ) : reviews.isPending ? (
        <Skeleton variant="rounded" height={160} />
      ) : reviews.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void reviews.refetch()}>
              {t.retry}
            </Button>
          }
        >
          {reviews.error.message || t.loadFailed}
        </Alert>
      ) : (
        <OrderReviewsBody data={reviews.data} userId={user.id} />
      )}
    </Paper>
  );
}

import RateReviewOutlinedIcon from '@mui/icons-material/RateReviewOutlined';
import { reviewsMessages } from '@matchbazaar/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { RatingSummaryView } from './rating-summary';
import { ReviewCard } from './review-card';
import { thingReviewsQuery, type ReviewedThing } from './api/reviews-api';

const t = reviewsMessages;

/**
 * A shop's or listing's reviews (docs/product/reviews.md): the buyers' published reviews of the
 * seller with the average, count and five-bar distribution, newest first, "Show more" for the
 * next page, and a Report action on each.
 */
export function ReviewsSection({ thing, title }: { thing: ReviewedThing; title?: string }) {
  const headingId = useId();
  const reviews = useInfiniteQuery(thingReviewsQuery(thing));
  const first = reviews.data?.pages[0];
  const items = reviews.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <Paper
      component="section"
      id="reviews"
      aria-labelledby={headingId}
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3, mt: 5, minWidth: 0 }}
    >
      <Typography id={headingId} component="h2" variant="h5" sx={{ fontWeight: 800, mb: 2 }}>
        {title ?? t.sectionTitle}
      </Typography>
      {reviews.isPending ? (
        <Box aria-busy="true">
          <Skeleton variant="rounded" height={120} />
        </Box>
      ) : reviews.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void reviews.refetch()}>
              {t.retry}
            </Button>
          }
        >
          {t.loadFailed}
        </Alert>
      ) : first && first.summary.count === 0 && items.length === 0 ? (
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', py: 1 }}>
          <RateReviewOutlinedIcon color="disabled" sx={{ fontSize: 40 }} aria-hidden="true" />
          <Box>
            <Typography sx={{ fontWeight: 700 }}>{t.empty}</Typography>
            <Typography variant="body2" color="text.secondary">
              {t.emptyText}
            </Typography>
          </Box>
        </Box>
      ) : (
        <>
          {first && <RatingSummaryView summary={first.summary} />}
          <Box sx={{ mt: 2 }}>
            {items.map((review) => (
              <ReviewCard
                key={review.id}
                review={review}
                report
                showListing={thing.kind === 'shop'}
              />
            ))}
          </Box>
          {reviews.hasNextPage && (
            <Button
              variant="outlined"
              sx={{ mt: 2 }}
              disabled={reviews.isFetchingNextPage}
              onClick={() => void reviews.fetchNextPage()}
            >
              {reviews.isFetchingNextPage ? t.loadingMore : t.more}
            </Button>
          )}
        </>
      )}
    </Paper>
  );
}

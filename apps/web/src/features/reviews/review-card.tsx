import FlagOutlinedIcon from '@mui/icons-material/FlagOutlined';
import { reviewsMessages, type PublicReview } from '@matchbazaar/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Rating from '@mui/material/Rating';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useSession } from '../../lib/session/use-session';
import { ReportReviewDialog } from './report-review-dialog';
import { useSignInPath } from '../../components/guards/use-sign-in-path';

const t = reviewsMessages;

/** "Report": signed in, a dialog with a reason; signed out, sign in and come back. */
function ReportAction({ reviewId }: { reviewId: string }) {
  const { status } = useSession();
  const signInPath = useSignInPath();
  const [open, setOpen] = useState(false);
  const button = { size: 'small', color: 'inherit', startIcon: <FlagOutlinedIcon /> } as const;
  if (status !== 'signedIn')
    return (
      <Button {...button} component={RouterLink} to={signInPath} aria-label={t.signInToReport}>
        {t.report}
      </Button>
    );
  return (
    <>
      <Button {...button} onClick={() => setOpen(true)}>
        {t.report}
      </Button>
      {open && <ReportReviewDialog reviewId={reviewId} open onClose={() => setOpen(false)} />}
    </>
  );
}

/**
 * One review: its stars, who and when, the listing it was for, the text and the reply under it.
 * `report` adds the Report action (public lists); `children` goes below (a reply form).
 */
export function ReviewCard({
  review,
  report = false,
  showListing = true,
  children,
}: {
  review: PublicReview;
  report?: boolean;
  showListing?: boolean;
  children?: ReactNode;
}) {
  return (
    <Box
      component="article"
      sx={{ py: 2, borderBottom: '1px solid', borderColor: 'divider', minWidth: 0 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Rating
          value={review.rating}
          readOnly
          size="small"
          aria-label={t.ratingValue(review.rating)}
        />
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{
            flex: { sm: 1 },
            minWidth: 0,
            order: { xs: 3, sm: 0 },
            flexBasis: { xs: '100%', sm: 0 },
          }}
        >
          {t.by(review.authorName, review.publishedAt)}
        </Typography>
        {report && (
          <Box sx={{ ml: 'auto' }}>
            <ReportAction reviewId={review.id} />
          </Box>
        )}
      </Box>
      {showListing && review.listing && (
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          <Link component={RouterLink} to={`/marketplace/listing/${review.listing.id}`}>
            {t.forListing(review.listing.title)}
          </Link>
        </Typography>
      )}
      <Typography sx={{ mt: 1, whiteSpace: 'pre-line', overflowWrap: 'anywhere', lineHeight: 1.6 }}>
        {review.body}
      </Typography>
      {review.reply && (
        <Box
          sx={{
            mt: 1.5,
            ml: { xs: 1, sm: 3 },
            pl: 2,
            borderLeft: '3px solid',
            borderColor: 'primary.light',
          }}
        >
          <Typography variant="body2" sx={{ fontWeight: 700 }}>
            {t.replyFrom(review.authorSide === 'buyer' ? 'seller' : 'buyer')}
          </Typography>
          <Typography
            variant="body2"
            sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere', lineHeight: 1.6 }}
          >
            {review.reply.body}
          </Typography>
        </Box>
      )}
      {children}
    </Box>
  );
}

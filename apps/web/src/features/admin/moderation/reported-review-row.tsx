import CheckIcon from '@mui/icons-material/Check';
import VisibilityOffOutlinedIcon from '@mui/icons-material/VisibilityOffOutlined';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import { reviewsMessages, type ReportedReview } from '@matchbazaar/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Rating from '@mui/material/Rating';
import Typography from '@mui/material/Typography';
import { dateTimeText } from '../../../components/date-time';
import type { ModerationStep } from '../api/review-moderation-api';
import { QueueRow, quoteSx } from './queue-row';

const t = reviewsMessages;

/** A reported review with each of its reports, and hide, show again or keep. */
export function ReportedReviewRow({
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
    <QueueRow
      actions={
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
      }
    >
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
      <Typography component="blockquote" sx={{ ...quoteSx, mt: 1 }}>
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
    </QueueRow>
  );
}

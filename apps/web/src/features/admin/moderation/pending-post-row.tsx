import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import ReportProblemOutlinedIcon from '@mui/icons-material/ReportProblemOutlined';
import { moderationMessages } from '@matchbazaar/contracts';
import { displayName } from '@matchbazaar/taxonomy';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { listingPath } from '../../../components/catalogue/listing-result-card';
import { PostThumb } from '../../../components/catalogue/post-thumb';
import { requirementPath } from '../../../components/catalogue/requirement-result-card';
import { dateTimeText } from '../../../components/date-time';
import { ruledRow } from '../../../components/ruled-rows';
import { ToneChip } from '../../../components/tone-chip';
import type { PendingPost } from '../api/moderation-api';
import { DecisionButtons } from '../parts/decision-buttons';

const t = moderationMessages;

const pathOf = (post: PendingPost) =>
  post.kind === 'listing' ? listingPath(post.id) : requirementPath(post.id);

/** A post waiting for review: its box to select it, what it is, the checks' flags, and the decisions. */
export function PendingPostRow({
  post,
  selected,
  busy,
  disabled,
  onSelect,
  onApprove,
  onReject,
}: {
  post: PendingPost;
  selected: boolean;
  busy: boolean;
  disabled: boolean;
  onSelect: (on: boolean) => void;
  onApprove: () => void;
  onReject: () => void;
}) {
  return (
    <Box
      component="li"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'auto minmax(0, 1fr)', sm: 'auto auto minmax(0, 1fr) auto' },
        alignItems: 'start',
        columnGap: { xs: 1, sm: 1.5 },
        rowGap: 1,
        px: { xs: 1.5, sm: 2 },
        py: 2,
        ...ruledRow,
        bgcolor: selected ? 'action.selected' : undefined,
      }}
    >
      <Checkbox
        checked={selected}
        onChange={(event) => onSelect(event.target.checked)}
        disabled={disabled}
        slotProps={{ input: { 'aria-label': t.select(post.title) } }}
        sx={{ mt: -0.5 }}
      />
      <Box sx={{ display: { xs: 'none', sm: 'block' } }}>
        <PostThumb url={post.imageUrl} size={56} />
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Link
          component={RouterLink}
          to={pathOf(post)}
          underline="hover"
          sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}
        >
          {post.title}
        </Link>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.75, mt: 0.75 }}>
          <Chip size="small" label={t.kinds[post.kind]} variant="outlined" />
          <Typography variant="body2" color="text.secondary">
            {displayName(post.category)} · {t.byAuthor(post.author)} ·{' '}
            <time dateTime={post.review.submittedAt}>
              {t.submitted(dateTimeText(post.review.submittedAt))}
            </time>
          </Typography>
        </Box>
        {post.review.flags.length > 0 && (
          <Box
            component="ul"
            aria-label={t.flagsLabel}
            sx={{
              display: 'flex',
              flexWrap: 'wrap',
              gap: 0.75,
              listStyle: 'none',
              p: 0,
              m: 0,
              mt: 1,
            }}
          >
            {post.review.flags.map((flag) => (
              <Box component="li" key={flag} sx={{ maxWidth: 1 }}>
                <ToneChip
                  tone="amber"
                  icon={<ReportProblemOutlinedIcon />}
                  label={t.flags[flag]}
                  sx={{
                    maxWidth: 1,
                    height: 'auto',
                    minHeight: 24,
                    '& .MuiChip-label': { whiteSpace: 'normal' },
                    fontWeight: 600,
                  }}
                />
              </Box>
            ))}
          </Box>
        )}
      </Box>
      <DecisionButtons
        subject={post.title}
        disabled={disabled}
        decisions={[
          {
            label: t.approve,
            icon: <CheckIcon />,
            color: 'success',
            onClick: onApprove,
            busy,
          },
          { label: t.reject, icon: <CloseIcon />, color: 'error', onClick: onReject },
        ]}
        sx={{
          // On a phone, under the post across the row: beside it they would wrap one a line.
          gridColumn: { xs: '1 / -1', sm: 'auto' },
          justifySelf: { xs: 'start', sm: 'end' },
        }}
      />
    </Box>
  );
}

import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import ReportProblemOutlinedIcon from '@mui/icons-material/ReportProblemOutlined';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import { moderationMessages } from '@matchbazaar/contracts';
import { displayName } from '@matchbazaar/taxonomy';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { listingPath } from '../../../components/catalogue/listing-result-card';
import { PostThumb } from '../../../components/catalogue/post-thumb';
import { requirementPath } from '../../../components/catalogue/requirement-result-card';
import { dateTimeText } from '../../../components/date-time';
import { LoadState } from '../../../components/load-state';
import { reviewQueueQuery, type PendingPost } from '../api/moderation-api';
import { DecisionButtons } from '../parts/decision-buttons';
import { EmptyState } from '../parts/empty-state';
import { RejectDialog } from './reject-dialog';
import { usePostDecisions, type DecisionSummary } from './use-post-decisions';
import { ruledRow } from '../../../components/ruled-rows';

const t = moderationMessages;

const pathOf = (post: PendingPost) =>
  post.kind === 'listing' ? listingPath(post.id) : requirementPath(post.id);

/** The posts waiting for review, oldest first: one by one or selected together. */
export function PendingPosts() {
  const queue = useQuery(reviewQueueQuery());
  const { decide, working, summary, clearSummary } = usePostDecisions();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [rejecting, setRejecting] = useState<readonly PendingPost[]>([]);

  if (queue.isPending || queue.isError)
    return (
      <Paper variant="outlined" sx={{ borderRadius: 3, p: 2 }}>
        <LoadState
          label={t.postsLabel}
          failed={queue.isError ? `${t.loadFailed} ${queue.error.message}` : undefined}
          retry={() => void queue.refetch()}
          retryLabel={t.retry}
        />
      </Paper>
    );

  const { posts, total } = queue.data;
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
      <Summary summary={summary} onClose={clearSummary} />
      {posts.length === 0 ? (
        <Paper variant="outlined" sx={{ borderRadius: 3 }}>
          <EmptyState title={t.empty} text={t.emptyText} />
        </Paper>
      ) : (
        <Paper variant="outlined" sx={{ borderRadius: 3, overflow: 'hidden' }}>
          <Box
            sx={{
              display: 'flex',
              flexWrap: 'wrap',
              alignItems: 'center',
              gap: 1,
              px: { xs: 1.5, sm: 2 },
              py: 1,
              bgcolor: 'grey.50',
              borderBottom: 1,
              borderColor: 'divider',
            }}
          >
            <FormControlLabel
              label={t.selectAll}
              sx={{ '& .MuiFormControlLabel-label': { fontWeight: 600 } }}
              control={
                <Checkbox
                  checked={chosen.length === posts.length}
                  indeterminate={chosen.length > 0 && chosen.length < posts.length}
                  onChange={(event) =>
                    setSelected(
                      event.target.checked ? new Set(posts.map((post) => post.id)) : new Set(),
                    )
                  }
                  disabled={busy}
                />
              }
            />
            <Typography
              variant="body2"
              color="text.secondary"
              aria-live="polite"
              sx={{ mr: 'auto', minWidth: 0 }}
            >
              {chosen.length > 0 && t.selected(chosen.length)}
            </Typography>
            <Button
              size="small"
              variant="contained"
              color="success"
              startIcon={<CheckIcon />}
              disabled={chosen.length === 0 || busy}
              onClick={() => void run(chosen)}
            >
              {t.approveSelected}
            </Button>
            <Button
              size="small"
              variant="outlined"
              color="error"
              startIcon={<CloseIcon />}
              disabled={chosen.length === 0 || busy}
              onClick={() => setRejecting(chosen)}
            >
              {t.rejectSelected}
            </Button>
          </Box>
          <Box component="ul" aria-label={t.postsLabel} sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {posts.map((post) => (
              <PostRow
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
          </Box>
        </Paper>
      )}
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

function PostRow({
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
                <Chip
                  size="small"
                  icon={<ReportProblemOutlinedIcon />}
                  label={t.flags[flag]}
                  sx={{
                    maxWidth: 1,
                    height: 'auto',
                    minHeight: 24,
                    '& .MuiChip-label': { whiteSpace: 'normal' },
                    bgcolor: '#fff3e0',
                    color: '#8a4100',
                    fontWeight: 600,
                    '& .MuiChip-icon': { color: '#8a4100' },
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

/** What the last decision did, with each failure on its own line. */
function Summary({ summary, onClose }: { summary: DecisionSummary | null; onClose: () => void }) {
  if (!summary) return null;
  return (
    <Alert
      severity={summary.severity}
      role={summary.severity === 'success' ? 'status' : 'alert'}
      iconMapping={{ success: <TaskAltIcon fontSize="inherit" /> }}
      action={
        <IconButton aria-label={t.closeSummary} color="inherit" size="small" onClick={onClose}>
          <CloseIcon fontSize="small" />
        </IconButton>
      }
      sx={{ '& .MuiAlert-message': { overflowWrap: 'anywhere' } }}
    >
      {summary.text}
      {summary.failures.length > 0 && (
        <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5 }}>
          {summary.failures.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </Box>
      )}
    </Alert>
  );
}

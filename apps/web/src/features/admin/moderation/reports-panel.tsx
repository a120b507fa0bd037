import CheckIcon from '@mui/icons-material/Check';
import DoNotDisturbAltIcon from '@mui/icons-material/DoNotDisturbAlt';
import { isApiRequestError } from '@matchbazaar/api-client';
import {
  canAccess,
  moderationMessages,
  reportStatuses,
  type QueuedReport,
  type ReportDecision,
  type ReportStatus,
} from '@matchbazaar/contracts';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { listingPath } from '../../../components/catalogue/listing-result-card';
import { requirementPath } from '../../../components/catalogue/requirement-result-card';
import { shopPath } from '../../../components/catalogue/shop-result-card';
import { dateTimeText } from '../../../components/date-time';
import { LoadState } from '../../../components/load-state';
import { useSession } from '../../../lib/session/use-session';
import { StatusAlert, type Status } from '../../../components/status-alert';
import { decideReport, moderationKeys, reportsQuery } from '../api/moderation-api';
import { DecisionButtons } from '../parts/decision-buttons';
import { EmptyState } from '../parts/empty-state';
import { ruledRow } from '../../../components/ruled-rows';

const t = moderationMessages;

/** The reported post's or shop's public page; a message has none (its text is shown instead). */
const targetPath = (report: QueuedReport): string | null => {
  switch (report.targetKind) {
    case 'listing':
      return listingPath(report.targetId);
    case 'requirement':
      return requirementPath(report.targetId);
    case 'shop':
      return shopPath({ slug: report.targetId });
    case 'message':
      return null;
  }
};

const quoteSx = {
  m: 0,
  mt: 0.5,
  pl: 1.5,
  borderLeft: 3,
  borderColor: 'divider',
  whiteSpace: 'pre-line',
  overflowWrap: 'anywhere',
} as const;

/**
 * Members' reports, oldest first, by status. An open one is resolved (acted on) or dismissed; when
 * another moderator closed it first the server's 409 says so and the list is read again.
 */
export function ReportsPanel({
  status,
  onStatus,
}: {
  status: ReportStatus;
  onStatus: (status: ReportStatus) => void;
}) {
  const queryClient = useQueryClient();
  const reports = useQuery(reportsQuery(status));
  const [answer, setAnswer] = useState<Status | null>(null);
  const decide = useMutation({
    mutationFn: ({ id, outcome }: { id: string } & ReportDecision) => decideReport(id, { outcome }),
    onMutate: () => setAnswer(null),
    onSuccess: (_, { outcome }) =>
      setAnswer({
        severity: 'success',
        text: outcome === 'resolved' ? t.reportResolved : t.reportDismissed,
      }),
    onError: (error) => setAnswer({ severity: 'error', text: error.message }),
    onSettled: (_, error) =>
      // A 409 or 404: the report changed under us, so the list is stale either way.
      !error || (isApiRequestError(error) && error.status !== undefined && error.status < 500)
        ? queryClient.invalidateQueries({ queryKey: moderationKeys.all })
        : undefined,
  });

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
      >
        <TextField
          select
          size="small"
          label={t.statusFilter}
          value={status}
          onChange={(event) => {
            setAnswer(null);
            onStatus(event.target.value as ReportStatus);
          }}
          sx={{ minWidth: 180 }}
        >
          {reportStatuses.map((value) => (
            <MenuItem key={value} value={value}>
              {t.reportStatuses[value]}
            </MenuItem>
          ))}
        </TextField>
        {status === 'open' && (
          <Typography variant="body2" color="text.secondary" sx={{ maxWidth: 560 }}>
            {t.resolveHint}
          </Typography>
        )}
      </Stack>
      <StatusAlert status={answer} />
      <Paper variant="outlined" sx={{ borderRadius: 3, overflow: 'hidden' }}>
        {reports.isPending || reports.isError ? (
          <Box sx={{ p: 2 }}>
            <LoadState
              label={t.reportsLabel}
              failed={
                reports.isError ? `${t.reportsLoadFailed} ${reports.error.message}` : undefined
              }
              retry={() => void reports.refetch()}
              retryLabel={t.retry}
            />
          </Box>
        ) : reports.data.length === 0 ? (
          <EmptyState title={t.reportsEmpty[status]} text={t.reportsEmptyText} />
        ) : (
          <Box component="ul" aria-label={t.reportsLabel} sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {reports.data.map((report) => (
              <ReportRow
                key={report.id}
                report={report}
                busy={decide.isPending && decide.variables.id === report.id}
                disabled={decide.isPending}
                onDecide={(outcome) => decide.mutate({ id: report.id, outcome })}
              />
            ))}
          </Box>
        )}
      </Paper>
    </Box>
  );
}

function ReportRow({
  report,
  busy,
  disabled,
  onDecide,
}: {
  report: QueuedReport;
  busy: boolean;
  disabled: boolean;
  onDecide: (outcome: ReportDecision['outcome']) => void;
}) {
  const title = report.targetTitle ?? t.targetGone;
  const path = targetPath(report);
  // A message is shown as what it says; posts and shops by their title, linked to their page.
  const quoted = report.targetKind === 'message' && report.targetTitle !== null;
  return (
    <Box
      component="li"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) auto' },
        alignItems: 'start',
        gap: 1.5,
        px: { xs: 2, sm: 2.5 },
        py: 2,
        ...ruledRow,
      }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
          <Chip size="small" variant="outlined" label={t.targetKinds[report.targetKind]} />
          {quoted ? null : report.targetTitle && path ? (
            <Link
              component={RouterLink}
              to={path}
              underline="hover"
              sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}
            >
              {title}
            </Link>
          ) : (
            <Typography sx={{ fontWeight: 700 }}>{title}</Typography>
          )}
          {report.author && <Author kind={report.targetKind} author={report.author} />}
        </Box>
        {quoted && (
          <Typography component="blockquote" sx={{ ...quoteSx, mt: 1, fontWeight: 500 }}>
            {report.targetTitle}
          </Typography>
        )}
        <Typography sx={{ mt: 1, fontWeight: 600 }}>{t.reportReasons[report.reason]}</Typography>
        {report.details && (
          <Typography component="blockquote" color="text.secondary" sx={quoteSx}>
            {report.details}
          </Typography>
        )}
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t.reportedBy(report.reporter.name ?? t.deletedReporter)}{' '}
          <time dateTime={report.createdAt}>{t.reportedOn(dateTimeText(report.createdAt))}</time>
        </Typography>
      </Box>
      {report.status === 'open' ? (
        <DecisionButtons
          subject={title}
          disabled={disabled}
          decisions={[
            {
              label: t.resolve,
              icon: <CheckIcon />,
              color: 'success',
              onClick: () => onDecide('resolved'),
              busy,
            },
            {
              label: t.dismiss,
              icon: <DoNotDisturbAltIcon />,
              color: 'primary',
              onClick: () => onDecide('dismissed'),
            },
          ]}
          sx={{ justifySelf: { md: 'end' } }}
        />
      ) : (
        <Chip
          size="small"
          label={t.reportStatuses[report.status]}
          sx={{ justifySelf: { md: 'end' } }}
        />
      )}
    </Box>
  );
}

/** Whose the reported thing is: for admins, a link to their account (to suspend it, say). */
function Author({
  kind,
  author,
}: {
  kind: QueuedReport['targetKind'];
  author: NonNullable<QueuedReport['author']>;
}) {
  const { user } = useSession();
  const name = author.name ?? t.deletedAuthor;
  return (
    <Typography variant="body2" color="text.secondary">
      {t.authorLabel[kind]}:{' '}
      {canAccess(user?.role, ['admin']) && author.name ? (
        <Link component={RouterLink} to={`/admin/users/${author.id}`} underline="hover">
          {name}
        </Link>
      ) : (
        name
      )}
    </Typography>
  );
}

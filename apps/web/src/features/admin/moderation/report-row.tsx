import CheckIcon from '@mui/icons-material/Check';
import DoNotDisturbAltIcon from '@mui/icons-material/DoNotDisturbAlt';
import {
  canAccess,
  moderationMessages,
  type QueuedReport,
  type ReportDecision,
} from '@matchbazaar/contracts';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { listingPath } from '../../../components/catalogue/listing-result-card';
import { requirementPath } from '../../../components/catalogue/requirement-result-card';
import { shopPath } from '../../../components/catalogue/shop-result-card';
import { dateTimeText } from '../../../components/date-time';
import { useSession } from '../../../lib/session/use-session';
import { DecisionButtons } from '../parts/decision-buttons';
import { QueueRow, quoteSx } from './queue-row';

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

/** A member's report: what it is about, why, who sent it when, and resolve or dismiss. */
export function ReportRow({
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
    <QueueRow
      actions={
        report.status === 'open' ? (
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
        )
      }
    >
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
    </QueueRow>
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

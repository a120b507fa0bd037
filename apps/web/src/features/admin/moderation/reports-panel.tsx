import {
  moderationMessages,
  reportStatuses,
  type ReportDecision,
  type ReportStatus,
} from '@matchbazaar/contracts';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { StatusAlert } from '../../../components/status-alert';
import { decideReport, moderationKeys, reportsQuery } from '../api/moderation-api';
import { QueueCard } from './queue-card';
import { ChoiceSelect } from '../../../components/choice-select';
import { ReportRow } from './report-row';
import { useQueueStep } from './use-queue-step';

const t = moderationMessages;

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
  const reports = useQuery(reportsQuery(status));
  const {
    mutation: decide,
    answer,
    clearAnswer,
  } = useQueueStep({
    step: ({ id, outcome }: { id: string } & ReportDecision) => decideReport(id, { outcome }),
    done: ({ outcome }) => (outcome === 'resolved' ? t.reportResolved : t.reportDismissed),
    queryKey: moderationKeys.all,
  });

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
      >
        <ChoiceSelect
          label={t.statusFilter}
          value={status}
          values={reportStatuses}
          names={t.reportStatuses}
          onChange={(next) => {
            clearAnswer();
            onStatus(next);
          }}
          sx={{ minWidth: 180 }}
        />
        {status === 'open' && (
          <Typography variant="body2" color="text.secondary" sx={{ maxWidth: 560 }}>
            {t.resolveHint}
          </Typography>
        )}
      </Stack>
      <StatusAlert status={answer} />
      <QueueCard
        label={t.reportsLabel}
        query={reports}
        failedLabel={t.reportsLoadFailed}
        retryLabel={t.retry}
        empty={
          reports.data?.length === 0
            ? { title: t.reportsEmpty[status], text: t.reportsEmptyText }
            : null
        }
      >
        {reports.data?.map((report) => (
          <ReportRow
            key={report.id}
            report={report}
            busy={decide.isPending && decide.variables.id === report.id}
            disabled={decide.isPending}
            onDecide={(outcome) => decide.mutate({ id: report.id, outcome })}
          />
        ))}
      </QueueCard>
    </Box>
  );
}

import FactCheckOutlinedIcon from '@mui/icons-material/FactCheckOutlined';
import Inventory2OutlinedIcon from '@mui/icons-material/Inventory2Outlined';
import PeopleAltOutlinedIcon from '@mui/icons-material/PeopleAltOutlined';
import RequestQuoteOutlinedIcon from '@mui/icons-material/RequestQuoteOutlined';
import {
  adminScreensMessages,
  catalogueMessages,
  normalizeRole,
  type AdminOverview,
} from '@matchbazaar/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { DayBarChart } from '../../components/day-bar-chart';
import { LoadState } from '../../components/load-state';
import { SectionCard } from '../../components/section-card';
import { StatTile } from '../../components/stat-tile';
import { adminOverviewQuery } from './api/admin-overview';

const t = adminScreensMessages.overview;
const statusLabels: Readonly<Record<string, string>> = {
  ...catalogueMessages.listingStatuses,
  ...catalogueMessages.requirementStatuses,
};

function CountChips({
  counts,
  label,
}: {
  counts: Record<string, number>;
  label: (key: string) => string;
}) {
  const entries = Object.entries(counts).sort(([, a], [, b]) => b - a);
  return (
    <Box
      component="ul"
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}
    >
      {entries.map(([key, n]) => (
        <li key={key}>
          <Chip label={`${label(key)}: ${n.toLocaleString('en-US')}`} variant="outlined" />
        </li>
      ))}
    </Box>
  );
}

function Figures({ data }: { data: AdminOverview }) {
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
        }}
      >
        <StatTile
          label={t.users}
          value={data.users.total}
          icon={<PeopleAltOutlinedIcon />}
          to="/admin/users"
        />
        <StatTile
          label={t.liveListings}
          value={data.listings.published ?? 0}
          icon={<Inventory2OutlinedIcon />}
          tone="secondary"
        />
        <StatTile
          label={t.openRequirements}
          value={data.requirements.open ?? 0}
          icon={<RequestQuoteOutlinedIcon />}
          tone="success"
        />
        <StatTile
          label={t.toReview}
          value={data.moderation.pendingPosts + data.moderation.openReports}
          icon={<FactCheckOutlinedIcon />}
          tone="warning"
        />
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '3fr 2fr' } }}>
        <SectionCard level="h3" title={t.signups}>
          <DayBarChart
            label={t.signups}
            days={data.users.signupsByDay.map((d) => ({ day: d.day, value: d.count }))}
            describe={t.signupsDay}
          />
        </SectionCard>
        <Box sx={{ display: 'grid', gap: 2, alignContent: 'start' }}>
          <SectionCard level="h3" title={t.byRole}>
            <CountChips
              counts={data.users.byRole}
              label={(role) => adminScreensMessages.users.roles[normalizeRole(role)]}
            />
          </SectionCard>
          <Typography variant="body2" color="text.secondary">
            {t.toReviewDetail(data.moderation.pendingPosts, data.moderation.openReports)}
          </Typography>
        </Box>
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <SectionCard level="h3" title={t.listingsByStatus}>
          <CountChips counts={data.listings} label={(s) => statusLabels[s] ?? s} />
        </SectionCard>
        <SectionCard level="h3" title={t.requirementsByStatus}>
          <CountChips counts={data.requirements} label={(s) => statusLabels[s] ?? s} />
        </SectionCard>
      </Box>
      <SectionCard level="h3" title={t.queues}>
        {data.queues ? (
          <Box sx={{ overflowX: 'auto' }}>
            {/* On a phone the cells pad less and the delayed count (retries waiting their turn,
                the queue dashboard's detail) steps aside, so the rest fits the card. */}
            <Table
              size="small"
              aria-label={t.queues}
              sx={{
                '& th, & td': { px: { xs: 0.5, sm: 2 } },
                '& td:not(:first-of-type), & th:not(:first-of-type)': { textAlign: 'right' },
                '& .queue-delayed': { display: { xs: 'none', sm: 'table-cell' } },
              }}
            >
              <TableHead>
                <TableRow>
                  {Object.entries(t.queueColumns).map(([key, name]) => (
                    <TableCell key={key} className={`queue-${key}`}>
                      {name}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {data.queues.map((queue) => (
                  <TableRow key={queue.name}>
                    <TableCell sx={{ fontWeight: 600 }}>{queue.name}</TableCell>
                    <TableCell>{queue.waiting}</TableCell>
                    <TableCell>{queue.active}</TableCell>
                    <TableCell className="queue-delayed">{queue.delayed}</TableCell>
                    <TableCell
                      sx={{
                        color: queue.failed > 0 ? 'error.main' : undefined,
                        fontWeight: queue.failed > 0 ? 700 : undefined,
                      }}
                    >
                      {queue.failed}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        ) : (
          <Alert severity="warning">{t.queuesDown}</Alert>
        )}
      </SectionCard>
    </Box>
  );
}

/** The admin dashboard's figures from real records and the queues, refreshed while open. */
export function AdminOverviewPanel() {
  const overview = useQuery(adminOverviewQuery());
  const id = useId();
  return (
    <Box component="section" aria-labelledby={id} sx={{ mb: 3 }}>
      <Typography id={id} variant="h2" sx={{ fontSize: '1.35rem', fontWeight: 600, mb: 2 }}>
        {t.heading}
      </Typography>
      {overview.data ? (
        <Figures data={overview.data} />
      ) : (
        <LoadState
          label={t.heading}
          failed={overview.isError ? t.loadFailed : undefined}
          retry={() => void overview.refetch()}
          retryLabel={t.retry}
        />
      )}
    </Box>
  );
}

import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { adminDashboardMessages, type LaunchStatus, launchTarget } from '@matchbazaar/contracts';
import { LoadState } from '../../components/load-state';
import { useDocumentTitle } from '../../components/use-document-title';
import { AdminOverviewPanel } from './admin-overview-panel';
import { BroadcastProgressView } from './broadcast-progress';
import { GoLiveButton } from './go-live-button';
import { OpenQueuesButton } from './open-queues-button';
import { useQuery } from '@tanstack/react-query';
import { launchStatusQuery } from './api/launch-status';
import type { RouteTitleHandle } from '../../components/guards/page-title';

const t = adminDashboardMessages;

/** The route's title, for the authentication-required page shown to signed-out visitors. */
export const handle: RouteTitleHandle = { title: adminDashboardMessages.title };

/** /admin and /admin/dashboard (admins only): the launch and the queues. */
export function AdminDashboardPage() {
  useDocumentTitle(t.title);
  const launch = useQuery(launchStatusQuery());

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' }, fontWeight: 700 }}>
        {t.title}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
        {t.intro}
      </Typography>

      <AdminOverviewPanel />

      <Paper variant="outlined" component="section" aria-labelledby="launch-heading" sx={{ p: 3 }}>
        <Typography id="launch-heading" variant="h2" sx={{ fontSize: '1.35rem', fontWeight: 600 }}>
          {t.launchHeading}
        </Typography>
        {!launch.data && (
          <Box sx={{ mt: 2 }}>
            <LoadState
              label={t.launchHeading}
              failed={launch.isError ? `${t.loadFailed} ${launch.error.message}` : undefined}
              retry={() => void launch.refetch()}
              retryLabel={t.retry}
            />
          </Box>
        )}
        {launch.data && <LaunchPanel status={launch.data} />}
      </Paper>

      <Paper
        variant="outlined"
        component="section"
        aria-labelledby="queues-heading"
        sx={{ p: 3, mt: 3 }}
      >
        <Typography id="queues-heading" variant="h2" sx={{ fontSize: '1.35rem', fontWeight: 600 }}>
          {t.queuesHeading}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {t.queuesText}
        </Typography>
        <OpenQueuesButton />
      </Paper>
    </Container>
  );
}

function LaunchPanel({ status }: { status: LaunchStatus }) {
  const when = launchTarget(new Date(), status.launchAt);
  return (
    <>
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: 1.5, mt: 2, mb: 0 }}
      >
        <Typography component="dt" color="text.secondary">
          {t.modeLabel}
        </Typography>
        <Box component="dd" sx={{ m: 0 }}>
          <Chip
            size="small"
            // Filled success and the default grey both keep 4.5:1 contrast; warning and info do not.
            color={status.mode === 'live' ? 'success' : 'default'}
            label={t.modes[status.mode]}
            data-mode={status.mode}
          />
        </Box>
        <Typography component="dt" color="text.secondary">
          {t.launchTimeLabel}
        </Typography>
        <Typography component="dd" sx={{ m: 0 }}>
          {when.toLocaleString(undefined, { dateStyle: 'long', timeStyle: 'short' })}{' '}
          {status.launchAt === null && (
            <Typography component="span" variant="body2" color="text.secondary">
              {t.launchTimeDefault}
            </Typography>
          )}
        </Typography>
      </Box>
      {status.broadcast ? (
        <BroadcastProgressView broadcast={status.broadcast} />
      ) : (
        <>
          <Typography sx={{ mt: 2 }}>
            {status.mode === 'live' ? t.liveWithoutBroadcast : t.notStarted}
          </Typography>
          {status.mode === 'prelaunch' && <GoLiveButton />}
        </>
      )}
    </>
  );
}

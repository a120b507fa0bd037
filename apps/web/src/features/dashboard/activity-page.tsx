import AddCircleOutlineIcon from '@mui/icons-material/AddCircleOutlineOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import PersonAddAltOutlinedIcon from '@mui/icons-material/PersonAddAltOutlined';
import SupportAgentOutlinedIcon from '@mui/icons-material/SupportAgentOutlined';
import SwapHorizOutlinedIcon from '@mui/icons-material/SwapHorizOutlined';
import {
  catalogueMessages,
  dashboardMessages,
  type ActivityItem,
  type ActivityKind,
} from '@matchbazaar/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { dateTimeText } from '../../components/date-time';
import { LoadState } from '../../components/load-state';
import { useSession } from '../../lib/session/use-session';
import { activityQuery } from './api/dashboard-api';
import { DashboardPageFrame } from '../../components/dashboard-page-frame';
import { EmptyCardNote } from './parts/overview-card';
import { ruledRow } from '../../components/ruled-rows';

const t = dashboardMessages.activity;
const statusLabels: Readonly<Record<string, string>> = {
  ...catalogueMessages.listingStatuses,
  ...catalogueMessages.requirementStatuses,
};

const icons: Record<ActivityKind, ReactElement> = {
  'account.created': <PersonAddAltOutlinedIcon />,
  'listing.posted': <AddCircleOutlineIcon />,
  'listing.changed': <EditOutlinedIcon />,
  'listing.statusChanged': <SwapHorizOutlinedIcon />,
  'requirement.posted': <AddCircleOutlineIcon />,
  'requirement.changed': <EditOutlinedIcon />,
  'requirement.statusChanged': <SwapHorizOutlinedIcon />,
  'listing.saved': <FavoriteBorderIcon />,
  'ticket.opened': <SupportAgentOutlinedIcon />,
};

function ActivityLine({ item }: { item: ActivityItem }) {
  const status = item.status ? (statusLabels[item.status] ?? item.status) : null;
  return (
    <Box
      component="li"
      sx={{
        display: 'flex',
        gap: 2,
        py: 1.75,
        ...ruledRow,
      }}
    >
      <Box
        aria-hidden="true"
        sx={{
          width: 40,
          height: 40,
          borderRadius: '50%',
          bgcolor: (theme) => alpha(theme.palette.primary.main, 0.08),
          color: 'primary.main',
          display: 'grid',
          placeItems: 'center',
          flexShrink: 0,
          border: 1,
          borderColor: 'divider',
        }}
      >
        {icons[item.kind]}
      </Box>
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Typography sx={{ fontWeight: 600 }}>
          {t.kinds[item.kind]}
          {status && ` · ${status}`}
        </Typography>
        {item.subject &&
          (item.href ? (
            <Link
              component={RouterLink}
              to={item.href}
              underline="hover"
              sx={{ overflowWrap: 'anywhere' }}
            >
              {item.subject}
            </Link>
          ) : (
            <Typography sx={{ overflowWrap: 'anywhere' }}>{item.subject}</Typography>
          ))}
        <Typography variant="body2" color="text.secondary" component="p">
          <time dateTime={item.at}>{dateTimeText(item.at)}</time>
        </Typography>
      </Box>
    </Box>
  );
}

/** /dashboard/activity: the user's own timeline, newest first, an older page at a time. */
export function ActivityPage() {
  const { user } = useSession();
  const activity = useInfiniteQuery(activityQuery(user?.id ?? ''));
  const items = activity.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <DashboardPageFrame title={t.title} intro={t.intro}>
      <Paper
        variant="outlined"
        sx={{ borderRadius: 3, px: { xs: 2, sm: 3 }, py: 1, maxWidth: 820 }}
      >
        {activity.isPending || activity.isError ? (
          <LoadState
            label={t.title}
            failed={activity.isError ? t.loadFailed : undefined}
            retry={() => void activity.refetch()}
            retryLabel={dashboardMessages.overview.retry}
          />
        ) : items.length === 0 ? (
          <EmptyCardNote text={t.empty} />
        ) : (
          <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {items.map((item) => (
              <ActivityLine key={item.id} item={item} />
            ))}
          </Box>
        )}
      </Paper>
      {activity.hasNextPage && (
        <Box sx={{ mt: 2, maxWidth: 820, textAlign: 'center' }}>
          <Button
            variant="outlined"
            loading={activity.isFetchingNextPage}
            onClick={() => void activity.fetchNextPage()}
          >
            {t.loadMore}
          </Button>
        </Box>
      )}
    </DashboardPageFrame>
  );
}

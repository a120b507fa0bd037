import ManageSearchOutlinedIcon from '@mui/icons-material/ManageSearchOutlined';
import { dayOf, searchAnalyticsMessages, type SearchEventKind } from '@matchbazaar/contracts';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { DashboardPageFrame } from '../../components/dashboard-page-frame';
import { DayRangeBar } from '../../components/day-range-bar';
import { FiguresBody } from '../../components/figures-body';
import { useFiguresDownload } from '../../components/figures-download';
import {
  downloadSearchAnalyticsCsv,
  searchAnalyticsQuery,
  type SearchAnalyticsView,
} from './search-analytics-api';
import { Figures, Positions, TopQueries, ZeroResultQueries } from './search-analytics-parts';
import { isRangeValid, presetDays, viewFromParams } from './search-analytics-view';

const t = searchAnalyticsMessages;
type KindChoice = SearchEventKind | 'all';

/** A row of choices: on a phone it spans the bar, its buttons sharing the width. */
const toggleGroup = {
  width: { xs: '100%', sm: 'auto' },
  '& .MuiToggleButton-root': {
    flex: { xs: '1 1 auto', sm: 'none' },
    px: { xs: 0.5, sm: 1.5 },
    whiteSpace: 'nowrap',
    fontSize: { xs: 12.5, sm: 14 },
  },
} as const;

/** The range (presets, or two days) and the kind of search, above the figures. */
function ViewBar({
  view,
  today,
  onChange,
}: {
  view: SearchAnalyticsView;
  today: string;
  onChange: (next: SearchAnalyticsView) => void;
}) {
  return (
    <DayRangeBar
      range={view}
      today={today}
      presets={presetDays}
      labels={t}
      valid={isRangeValid}
      toggleSx={toggleGroup}
      onChange={(range) => onChange({ ...view, ...range })}
    >
      <ToggleButtonGroup
        exclusive
        size="small"
        color="primary"
        aria-label={t.kindLabel}
        value={view.kind ?? 'all'}
        onChange={(_, next: KindChoice | null) => {
          if (next) onChange({ ...view, kind: next === 'all' ? null : next });
        }}
        sx={toggleGroup}
      >
        {(['all', 'listing', 'requirement'] as const).map((kind) => (
          <ToggleButton key={kind} value={kind} sx={{ fontWeight: 700 }}>
            {t.kinds[kind]}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </DayRangeBar>
  );
}

function LoadingFigures() {
  return (
    <Box aria-hidden="true" sx={{ display: 'grid', gap: 2 }}>
      <Box
        sx={{
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: { xs: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' },
        }}
      >
        {[0, 1, 2, 3].map((key) => (
          <Skeleton key={key} variant="rounded" height={104} />
        ))}
      </Box>
      <Skeleton variant="rounded" height={320} />
    </Box>
  );
}

function Empty() {
  return (
    <Paper variant="outlined" sx={{ borderRadius: 3, textAlign: 'center', px: 3, py: 6 }}>
      <ManageSearchOutlinedIcon color="action" sx={{ fontSize: 44 }} aria-hidden="true" />
      <Typography component="h2" variant="h6" sx={{ fontWeight: 800, mt: 1 }}>
        {t.emptyTitle}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5, maxWidth: 520, mx: 'auto' }}>
        {t.emptyText}
      </Typography>
    </Paper>
  );
}

/**
 * /admin/search (docs/product/search-analytics.md): what people searched for over a range of UTC
 * days (in the address, so a view can be shared and reloaded), the share that found nothing and
 * the click-through, the top queries, the queries that found nothing (candidates for synonyms),
 * click-through by position, and the two tables as a CSV download. Admins only (the route's).
 */
export function SearchAnalyticsPage() {
  const [params, setParams] = useSearchParams();
  const today = dayOf(new Date());
  const view = viewFromParams(params, today);
  const analytics = useQuery(searchAnalyticsQuery(view));
  const setView = (next: SearchAnalyticsView) =>
    setParams(
      { from: next.from, to: next.to, ...(next.kind && { kind: next.kind }) },
      { replace: true },
    );

  const csv = useFiguresDownload(() => downloadSearchAnalyticsCsv(view));
  const body = (
    <FiguresBody
      query={analytics}
      loadingLabel={t.loading}
      skeleton={<LoadingFigures />}
      failedText={t.failed}
      retryLabel={t.retry}
    >
      {(data) => (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: 'minmax(0, 1fr)',
            opacity: analytics.isPlaceholderData ? 0.6 : 1,
          }}
          aria-busy={analytics.isPlaceholderData}
        >
          <Figures totals={data.totals} />
          {data.totals.searches === 0 ? (
            <Empty />
          ) : (
            <Box
              sx={{
                display: 'grid',
                gap: 2,
                gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 3fr) minmax(0, 2fr)' },
                alignItems: 'start',
              }}
            >
              <TopQueries rows={data.topQueries} />
              <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
                <ZeroResultQueries rows={data.zeroResultQueries} />
                <Positions rows={data.positions} />
              </Box>
            </Box>
          )}
        </Box>
      )}
    </FiguresBody>
  );

  return (
    <DashboardPageFrame title={t.title} intro={t.intro} actions={csv.button(t.downloadCsv)}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
        <ViewBar key={`${view.from}-${view.to}`} view={view} today={today} onChange={setView} />
        {csv.failure(t.downloadFailed)}
        {body}
      </Box>
    </DashboardPageFrame>
  );
}

import { matchingMessages } from '@matchbazaar/contracts';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { sellerLeadsQuery, type LeadsFilter } from '../api/matching-api';
import { LeadsList } from './leads-list';

const t = matchingMessages;

/** The seller's Leads: how many are new, and the Open and Dismissed tabs (kept in the address). */
export function LeadsSection({ userId }: { userId: string }) {
  const [params, setParams] = useSearchParams();
  const state: LeadsFilter = params.get('leads') === 'dismissed' ? 'dismissed' : 'open';
  // The Open tab's counts, read whichever tab shows (the same cache entry as its list).
  const open = useInfiniteQuery(sellerLeadsQuery(userId, 'open'));
  const counts = open.data?.pages[0]?.counts;
  // A lead pushed to this seller is read in by the app's one table of pushes (app/live-queries.tsx).

  return (
    <Box component="section" aria-labelledby="leads-title">
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1.5, flexWrap: 'wrap', mb: 1 }}>
        <Typography id="leads-title" component="h2" variant="h5" sx={{ fontWeight: 800 }}>
          {t.leadsTitle}
        </Typography>
        {counts && counts.new > 0 && (
          <Typography color="primary" sx={{ fontWeight: 700 }}>
            {t.newCount(counts.new)}
          </Typography>
        )}
      </Box>
      <Tabs
        value={state}
        aria-label={t.leadsTabsLabel}
        onChange={(_, next: LeadsFilter) =>
          setParams(next === 'dismissed' ? { leads: 'dismissed' } : {}, { replace: true })
        }
        sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}
      >
        <Tab
          value="open"
          label={counts ? t.openCount(counts.open) : t.openTab}
          id="leads-tab-open"
          aria-controls="leads-panel"
        />
        <Tab
          value="dismissed"
          label={t.dismissedTab}
          id="leads-tab-dismissed"
          aria-controls="leads-panel"
        />
      </Tabs>
      <Box role="tabpanel" id="leads-panel" aria-labelledby={`leads-tab-${state}`}>
        <LeadsList key={state} userId={userId} state={state} />
      </Box>
    </Box>
  );
}

import {
  moderationMessages,
  reportStatuses,
  reviewsMessages,
  type ReportStatus,
} from '@matchbazaar/contracts';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useSearchParams } from 'react-router-dom';
import { DashboardPageFrame } from '../../../components/dashboard-page-frame';
import { reportsQuery, reviewQueueQuery } from '../api/moderation-api';
import { PendingPosts } from './pending-posts';
import { ReportedReviewsPanel } from './reported-reviews';
import { ReportsPanel } from './reports-panel';

const t = moderationMessages;
const tabs = ['posts', 'reports', 'reviews'] as const;
type TabId = (typeof tabs)[number];

/** A tab's label with how many wait in it, once known. */
const counted = (label: string, count: number | undefined) =>
  count === undefined ? label : t.tabCount(label, count);

/**
 * /admin/moderation (support and admins): posts waiting for review and members' reports, each in
 * its own tab. The tab and the reports' status live in the address, so a reload or a shared link
 * opens the same view.
 */
export function ModerationPage() {
  const [params, setParams] = useSearchParams();
  const id = useId();
  const tab: TabId = tabs.find((value) => value === params.get('tab')) ?? 'posts';
  const status = reportStatuses.find((s) => s === params.get('status')) ?? 'open';
  const queue = useQuery(reviewQueueQuery());
  const open = useQuery(reportsQuery('open'));

  const go = (next: { tab?: TabId; status?: ReportStatus }) => {
    const nextTab = next.tab ?? tab;
    const nextStatus = next.status ?? status;
    const search = new URLSearchParams();
    if (nextTab === 'reports') {
      search.set('tab', 'reports');
      if (nextStatus !== 'open') search.set('status', nextStatus);
    } else if (nextTab === 'reviews') search.set('tab', 'reviews');
    setParams(search, { replace: true });
  };

  return (
    <DashboardPageFrame title={t.title} intro={t.intro}>
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}>
        <Tabs
          value={tab}
          onChange={(_, value: TabId) => go({ tab: value })}
          aria-label={t.tabsLabel}
          variant="fullWidth"
          sx={{ maxWidth: { sm: 640 } }}
        >
          {tabs.map((value) => (
            <Tab
              key={value}
              value={value}
              id={`${id}-${value}-tab`}
              aria-controls={`${id}-${value}-panel`}
              label={
                value === 'posts'
                  ? counted(t.postsTab, queue.data?.total)
                  : value === 'reports'
                    ? counted(t.reportsTab, open.data?.length)
                    : reviewsMessages.moderationTab
              }
              sx={{ textTransform: 'none', fontWeight: 700, fontSize: 15, px: 1 }}
            />
          ))}
        </Tabs>
      </Box>
      {tabs.map((value) => (
        <Box
          key={value}
          role="tabpanel"
          id={`${id}-${value}-panel`}
          aria-labelledby={`${id}-${value}-tab`}
          hidden={value !== tab}
          sx={{ maxWidth: 1040 }}
        >
          {value !== tab ? null : value === 'posts' ? (
            <PendingPosts />
          ) : value === 'reports' ? (
            <ReportsPanel status={status} onStatus={(next) => go({ status: next })} />
          ) : (
            <ReportedReviewsPanel />
          )}
        </Box>
      ))}
    </DashboardPageFrame>
  );
}

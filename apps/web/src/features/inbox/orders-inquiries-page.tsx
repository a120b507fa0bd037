import {
  inboxMessages,
  inquiryStates,
  type Conversation,
  type InquiryState,
} from '@matchbazaar/contracts';
import InboxOutlinedIcon from '@mui/icons-material/InboxOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { FilterChips } from '../../components/filter-chips';
import { LoadState } from '../../components/load-state';
import { timeLeft } from '../../components/catalogue/post-money';
import { useNow } from '../../components/catalogue/use-now';
import { useSession } from '../../lib/session/use-session';
import { DashboardPageFrame } from '../../components/dashboard-page-frame';
import { inquiriesQuery } from './api/inbox-api';

const t = inboxMessages;

/** "3 h 20 min": how long since an instant (the catalogue's countdown, turned around). */
const waitedFor = (since: string, now: number) =>
  timeLeft(new Date(2 * now - Date.parse(since)).toISOString(), now);

function Empty({ icon, title, hint }: { icon: ReactNode; title: string; hint: string }) {
  return (
    <Box sx={{ textAlign: 'center', px: 3, py: 6 }}>
      {icon}
      <Typography sx={{ fontWeight: 700, mt: 1 }}>{title}</Typography>
      <Typography
        variant="body2"
        color="text.secondary"
        sx={{ mt: 0.5, maxWidth: 420, mx: 'auto' }}
      >
        {hint}
      </Typography>
    </Box>
  );
}

const stateColors: Record<InquiryState, 'primary' | 'warning' | 'default'> = {
  new: 'primary',
  unanswered: 'warning',
  answered: 'default',
};

function InquiryRow({ inquiry, now }: { inquiry: Conversation; now: number }) {
  const state = inquiry.inquiry?.state ?? 'answered';
  const since = inquiry.inquiry?.waitingSince;
  const waited = since ? waitedFor(since, now) : null;
  return (
    <Box
      component="li"
      data-testid="inquiry-row"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'minmax(0, 1fr) auto' },
        gap: 1.5,
        alignItems: 'center',
        p: 2,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography sx={{ fontWeight: 700 }}>{inquiry.buyer.name}</Typography>
          <Chip size="small" color={stateColors[state]} label={t.inquiryStates[state]} />
          {waited && (
            <Typography variant="body2" color="warning.dark">
              {t.waiting(waited)}
            </Typography>
          )}
        </Box>
        <Typography variant="body2" color="text.secondary" noWrap>
          {t.about('listing')}: {inquiry.subject.title}
        </Typography>
        {inquiry.lastMessage && (
          <Typography variant="body2" noWrap>
            {inquiry.lastMessage.preview}
          </Typography>
        )}
      </Box>
      <Button
        variant={state === 'answered' ? 'outlined' : 'contained'}
        component={RouterLink}
        to={`/dashboard/inbox/${inquiry.id}`}
        sx={{ justifySelf: { sm: 'end' } }}
      >
        {t.reply}
      </Button>
    </Box>
  );
}

function InquiriesTab({ userId }: { userId: string }) {
  const [params, setParams] = useSearchParams();
  const raw = params.get('state');
  const state = (inquiryStates as readonly string[]).includes(raw ?? '')
    ? (raw as InquiryState)
    : undefined;
  const inquiries = useInfiniteQuery(inquiriesQuery(userId, state));
  const now = useNow(60_000);
  const counts = inquiries.data?.pages[0]?.counts;
  const items = inquiries.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <Box>
      <Box sx={{ p: 1.5, borderBottom: 1, borderColor: 'divider' }}>
        {/* Chips wrap whole at 375 px, where the button group broke its borders across lines. */}
        <FilterChips
          label={t.inquiryStatesLabel}
          options={[
            { value: undefined, label: t.filters.all },
            ...inquiryStates.map((value) => ({
              value,
              label: counts
                ? `${t.inquiryStates[value]} (${counts[value]})`
                : t.inquiryStates[value],
            })),
          ]}
          value={state}
          onChange={(next) => {
            const copy = new URLSearchParams(params);
            if (next) copy.set('state', next);
            else copy.delete('state');
            setParams(copy, { replace: true });
          }}
        />
      </Box>
      {inquiries.isPending ? (
        <LoadState label={t.inquiriesTab} />
      ) : inquiries.isError ? (
        <Box sx={{ p: 2 }}>
          <LoadState
            label={t.inquiriesTab}
            failed={t.inquiriesFailed}
            retry={() => void inquiries.refetch()}
            retryLabel={t.retry}
          />
        </Box>
      ) : items.length === 0 ? (
        <Empty
          icon={
            <InboxOutlinedIcon sx={{ fontSize: 40, color: 'text.disabled' }} aria-hidden="true" />
          }
          title={t.noInquiries}
          hint={t.noInquiriesHint}
        />
      ) : (
        <>
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {items.map((inquiry) => (
              <InquiryRow key={inquiry.id} inquiry={inquiry} now={now} />
            ))}
          </Box>
          {inquiries.hasNextPage && (
            <Box sx={{ textAlign: 'center', p: 1 }}>
              <Button onClick={() => void inquiries.fetchNextPage()}>{t.loadMore}</Button>
            </Box>
          )}
        </>
      )}
    </Box>
  );
}

/**
 * /seller/orders-inquiries: the seller's Inquiries (by state, time waiting) and Orders tabs. The
 * Orders tab's content belongs to the orders feature; app/ passes it in (`orders`).
 */
export function OrdersInquiriesPage({ orders }: { orders: (userId: string) => ReactNode }) {
  const { user } = useSession();
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'orders' ? 'orders' : 'inquiries';
  return (
    <DashboardPageFrame title={t.ordersInquiriesTitle} intro={t.ordersInquiriesIntro}>
      <Paper variant="outlined">
        <Tabs
          value={tab}
          aria-label={t.tabsLabel}
          onChange={(_, next: string) => setParams(next === 'orders' ? { tab: 'orders' } : {})}
          sx={{ borderBottom: 1, borderColor: 'divider', px: 1 }}
        >
          <Tab
            value="inquiries"
            label={t.inquiriesTab}
            id="tab-inquiries"
            aria-controls="panel-inquiries"
          />
          <Tab value="orders" label={t.ordersTab} id="tab-orders" aria-controls="panel-orders" />
        </Tabs>
        <Box role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`}>
          {tab === 'inquiries'
            ? user && <InquiriesTab userId={user.id} />
            : user && orders(user.id)}
        </Box>
      </Paper>
    </DashboardPageFrame>
  );
}

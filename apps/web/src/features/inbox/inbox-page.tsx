import { inboxMessages } from '@matchbazaar/contracts';
import ForumOutlinedIcon from '@mui/icons-material/ForumOutlined';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { DashboardPageFrame } from '../../components/dashboard-page-frame';
import { FilterChips } from '../../components/filter-chips';
import { LoadState } from '../../components/load-state';
import { useSession } from '../../lib/session/use-session';
import { conversationsQuery, inboxKeys, type ConversationFilter } from './api/inbox-api';
import { ConversationList } from './conversation-list';
import { addMessage, laterSeq, updateConversation } from './thread-cache';
import { Thread } from './thread';
import { useInboxLive } from './use-inbox-live';
import { retryAllNow } from './use-outbox';

const t = inboxMessages;
const filters: readonly ConversationFilter[] = ['all', 'listing', 'requirement', 'archived'];
/** How long "is typing" shows after the last signal (they come at most every 2 s). */
const typingShownMs = 3_500;

function EmptyState({ filter, searching }: { filter: ConversationFilter; searching: boolean }) {
  return (
    <Box sx={{ textAlign: 'center', px: 3, py: 6 }}>
      <ForumOutlinedIcon sx={{ fontSize: 40, color: 'text.disabled' }} aria-hidden="true" />
      <Typography sx={{ fontWeight: 700, mt: 1 }}>
        {searching ? t.emptySearch : filter === 'archived' ? t.emptyArchived : t.empty}
      </Typography>
      {!searching && filter !== 'archived' && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {t.emptyHint}
        </Typography>
      )}
    </Box>
  );
}

/**
 * /dashboard/inbox[/:conversationId] (docs/product/live-marketplace.md): the list beside the
 * open thread on wide screens; on a phone one or the other, the thread with a way back.
 */
export function InboxPage() {
  const { user } = useSession();
  const userId = user?.id ?? '';
  const { conversationId } = useParams();
  const [params, setParams] = useSearchParams();
  const filter = (filters as readonly string[]).includes(params.get('filter') ?? '')
    ? (params.get('filter') as ConversationFilter)
    : 'all';
  const [search, setSearch] = useState(params.get('q') ?? '');
  const [q, setQ] = useState(search);
  useEffect(() => {
    const timer = setTimeout(() => setQ(search), 300);
    return () => clearTimeout(timer);
  }, [search]);

  const queryClient = useQueryClient();
  const list = useInfiniteQuery(conversationsQuery(userId, filter, q.trim()));
  const [typingIn, setTypingIn] = useState<Record<string, boolean>>({});
  const typingTimers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  const showTyping = (id: string, on: boolean) => {
    clearTimeout(typingTimers.current.get(id));
    setTypingIn((held) => (held[id] === on ? held : { ...held, [id]: on }));
    if (on)
      typingTimers.current.set(
        id,
        setTimeout(() => showTyping(id, false), typingShownMs),
      );
  };
  const openRef = useRef(conversationId);
  useEffect(() => {
    openRef.current = conversationId;
  }, [conversationId]);

  const refreshLists = () =>
    void queryClient.invalidateQueries({ queryKey: inboxKeys.lists(userId) });
  const live = useInboxLive({
    onMessage: ({ message }) => {
      addMessage(queryClient, userId, message);
      refreshLists();
      if (message.senderId && message.senderId !== userId)
        showTyping(message.conversationId, false);
    },
    onRead: ({ conversationId: id, userId: reader, upTo }) => {
      updateConversation(queryClient, userId, id, (c) =>
        reader === userId
          ? { ...c, unread: 0, readUpTo: { ...c.readUpTo, mine: laterSeq(c.readUpTo.mine, upTo) } }
          : {
              ...c,
              readUpTo: { ...c.readUpTo, counterpart: laterSeq(c.readUpTo.counterpart, upTo) },
            },
      );
      if (reader === userId) refreshLists();
    },
    onTyping: ({ conversationId: id, userId: typist }) => {
      if (typist !== userId) showTyping(id, true);
    },
    // Every connection: what came while there was none (the open thread asks after its last seq).
    onConnected: () => {
      refreshLists();
      const open = openRef.current;
      if (open) {
        void queryClient.invalidateQueries({ queryKey: inboxKeys.messages(userId, open) });
        void queryClient.invalidateQueries({ queryKey: inboxKeys.conversation(userId, open) });
      }
    },
    onOnline: retryAllNow,
  });

  const hrefOf = (id: string) => `/dashboard/inbox/${id}${params.size ? `?${params}` : ''}`;
  const backTo = `/dashboard/inbox${params.size ? `?${params}` : ''}`;
  const conversations = list.data?.pages.flatMap((page) => page.items) ?? [];
  const unreadTotal = list.data?.pages[0]?.unreadTotal ?? 0;
  // The sidebar's count comes along with each read of the list (it skips its own read meanwhile).
  useEffect(() => {
    if (list.data) queryClient.setQueryData(inboxKeys.unread(userId), unreadTotal);
  }, [list.data, unreadTotal, queryClient, userId]);

  const setFilter = (next: ConversationFilter) => {
    const copy = new URLSearchParams(params);
    if (next === 'all') copy.delete('filter');
    else copy.set('filter', next);
    setParams(copy, { replace: true });
  };

  const listPane = (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, height: '100%' }}>
      <Box sx={{ p: 1.5, display: 'grid', gap: 1, borderBottom: 1, borderColor: 'divider' }}>
        <TextField
          size="small"
          type="search"
          label={t.searchLabel}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          slotProps={{
            htmlInput: { maxLength: 100 },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
        <FilterChips
          label={t.filterLabel}
          options={filters.map((value) => ({ value, label: t.filters[value] }))}
          value={filter}
          onChange={setFilter}
        />
      </Box>
      <Box sx={{ flex: 1, minHeight: 0, overflowY: 'auto' }}>
        {list.isPending ? (
          <LoadState label={t.listLabel} />
        ) : list.isError ? (
          <Box sx={{ p: 1.5 }}>
            <LoadState
              label={t.listLabel}
              failed={t.loadFailed}
              retry={() => void list.refetch()}
              retryLabel={t.retry}
            />
          </Box>
        ) : conversations.length === 0 ? (
          <EmptyState filter={filter} searching={q.trim() !== ''} />
        ) : (
          <>
            <ConversationList
              conversations={conversations}
              selectedId={conversationId}
              hrefOf={hrefOf}
              userId={userId}
            />
            {list.hasNextPage && (
              <Box sx={{ textAlign: 'center', p: 1 }}>
                <Button
                  size="small"
                  disabled={list.isFetchingNextPage}
                  onClick={() => void list.fetchNextPage()}
                >
                  {t.loadMore}
                </Button>
              </Box>
            )}
          </>
        )}
      </Box>
    </Box>
  );

  return (
    <DashboardPageFrame
      title={unreadTotal > 0 ? `${t.title} (${unreadTotal})` : t.title}
      intro={t.intro}
    >
      <Paper
        variant="outlined"
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '340px minmax(0, 1fr)' },
          height: { xs: 'calc(100dvh - 220px)', md: 'calc(100dvh - 240px)' },
          minHeight: 440,
          overflow: 'hidden',
        }}
      >
        <Box
          sx={{
            display: { xs: conversationId ? 'none' : 'block', md: 'block' },
            borderRight: { md: 1 },
            borderColor: { md: 'divider' },
            minHeight: 0,
          }}
        >
          {listPane}
        </Box>
        <Box sx={{ display: { xs: conversationId ? 'block' : 'none', md: 'block' }, minHeight: 0 }}>
          {conversationId && userId ? (
            <Thread
              key={conversationId}
              conversationId={conversationId}
              userId={userId}
              typing={typingIn[conversationId] === true}
              onTyping={() => live.typing(conversationId)}
              backTo={backTo}
            />
          ) : (
            <Box sx={{ display: 'grid', placeItems: 'center', height: '100%', p: 3 }}>
              <Typography color="text.secondary">{t.pickOne}</Typography>
            </Box>
          )}
        </Box>
      </Paper>
    </DashboardPageFrame>
  );
}

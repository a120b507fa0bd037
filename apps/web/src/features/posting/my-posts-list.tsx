import InboxOutlinedIcon from '@mui/icons-material/InboxOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { actionErrorMessage } from '@matchbazaar/api-client';
import { postingMessages, type PostImage } from '@matchbazaar/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { LoadState } from '../../components/load-state';
import { StatusAlert, type Status } from '../../components/status-alert';
import { useSession } from '../../lib/session/use-session';
import { usePostAction } from './api/posting-mutations';
import { postingKeys } from './api/posting-queries';
import { ConfirmDialog, type Choice } from '../../components/forms/confirm-dialog';
import { confirmedActions, type PostAction } from './post-actions';
import { NewPostButton } from './new-post-button';
import type { PostKindView } from './post-kinds';
import { PostRow, type PostRowContent } from './post-row';
import type { PostNoticeState } from './use-post-source';

const t = postingMessages;

interface Page<C> {
  items: C[];
  nextCursor: string | null;
  counts?: Record<string, number> | undefined;
}

/** What a row of the author's lists reads of a post, whatever its kind. */
export interface MyPostsCard<S extends string> {
  id: string;
  title: string;
  status: S;
  image: PostImage | null;
  own?: { rejectionReason: string | null } | undefined;
}

/** What differs between My Listings and My Requirements, besides the kind's view. */
export interface MyPostsConfig<S extends string, C extends MyPostsCard<S>> {
  view: PostKindView<S>;
  statuses: readonly S[];
  fetchPage: (
    status: S | undefined,
    cursor: string | undefined,
    signal: AbortSignal,
  ) => Promise<Page<C>>;
  actionsOf: (status: S) => PostAction[];
  /** The kind's own part of a row: its main figure, its facts, a page about it. */
  rowOf: (card: C) => Pick<PostRowContent, 'figure' | 'facts' | 'link'>;
  /** Reasons a close asks to pick from (a requirement: fulfilled or cancelled). */
  closeChoices?: readonly Choice[];
  empty: { title: string; text: string };
}

/** A row as every kind shows it (title, status, photo, public page, a rejection), and its own. */
function rowOf<S extends string, C extends MyPostsCard<S>>(
  config: MyPostsConfig<S, C>,
  card: C,
): PostRowContent {
  const { view } = config;
  return {
    id: card.id,
    title: card.title,
    status: card.status,
    statusLabel: view.statusLabels[card.status],
    thumbUrl: card.image?.urls.thumb,
    href: view.publicStatuses.includes(card.status) ? view.publicPath(card.id) : undefined,
    notice:
      card.status === 'rejected'
        ? card.own?.rejectionReason
          ? t.rejectedBecause(card.own.rejectionReason)
          : t.rejectedNoReason
        : undefined,
    ...config.rowOf(card),
  };
}

/**
 * The author's own posts: a tab per status with its count (in the URL as `?status=`, so a link
 * reproduces the view), rows with their actions, "Load more" by cursor, and empty states that
 * lead to posting. Delete and close ask first.
 */
export function MyPostsList<S extends string, C extends MyPostsCard<S>>({
  config,
}: {
  config: MyPostsConfig<S, C>;
}) {
  const { user } = useSession();
  const userId = user?.id ?? '';
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const raw = params.get('status');
  const status = config.statuses.find((s) => s === raw);
  const [answer, setAnswer] = useState<Status | null>(() => {
    const notice = (location.state as Partial<PostNoticeState> | null)?.notice;
    return notice ? { severity: 'success', text: notice } : null;
  });
  const { view } = config;
  const change = usePostAction(view.kind);
  const [confirming, setConfirming] = useState<{ card: C; action: PostAction } | null>(null);

  const mineKey = postingKeys.mine(userId, view.kind);
  const list = useInfiniteQuery({
    queryKey: [...mineKey, status ?? 'all'],
    queryFn: ({ pageParam, signal }) => config.fetchPage(status, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    staleTime: 0,
  });

  const counts = list.data?.pages[0]?.counts ?? {};
  const total = Object.values(counts).reduce((sum, n) => sum + n, 0);
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];

  const run = (card: C, action: PostAction, choice?: string) => {
    if (action === 'edit' || action === 'duplicate') {
      void navigate(`${view.formPath}?${action === 'edit' ? 'edit' : 'from'}=${card.id}`);
      return;
    }
    setAnswer(null);
    change.mutate(
      { id: card.id, action, choice },
      {
        onSuccess: () => setAnswer({ severity: 'success', text: t.actionDone[action] ?? '' }),
        onError: (error) =>
          setAnswer({
            severity: 'error',
            text: t.actionFailedOn(card.title, actionErrorMessage(error) || t.actionFailed),
          }),
      },
    );
  };

  const choose = (card: C, action: PostAction) => {
    if (confirmedActions.has(action)) setConfirming({ card, action });
    else run(card, action);
  };

  const tab = (value: string, label: string, count: number | undefined) => (
    <Tab
      key={value}
      value={value}
      label={count === undefined ? label : `${label} (${count})`}
      sx={{ textTransform: 'none', minHeight: 44 }}
    />
  );

  return (
    <Stack spacing={3}>
      <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Tabs
          value={status ?? 'all'}
          onChange={(_event, value: string) =>
            setParams(value === 'all' ? {} : { status: value }, { replace: true })
          }
          variant="scrollable"
          scrollButtons="auto"
          allowScrollButtonsMobile
          aria-label={t.statusFilterLabel}
        >
          {tab('all', t.allStatuses, list.data ? total : undefined)}
          {config.statuses.map((s) =>
            tab(s, view.statusLabels[s], list.data ? (counts[s] ?? 0) : undefined),
          )}
        </Tabs>
      </Box>

      <StatusAlert status={answer} />

      {list.isPending || list.isError ? (
        <LoadState
          label={t.loading}
          failed={list.isError ? t.loadFailed : undefined}
          retry={() => void list.refetch()}
          retryLabel={t.retry}
        />
      ) : items.length === 0 ? (
        <Paper
          variant="outlined"
          sx={{ p: { xs: 3, sm: 6 }, borderRadius: 3, textAlign: 'center', borderStyle: 'dashed' }}
        >
          <InboxOutlinedIcon aria-hidden="true" color="primary" sx={{ fontSize: 48 }} />
          <Typography variant="h6" component="h2" sx={{ mt: 1, fontWeight: 700 }}>
            {status ? t.emptyStatus(view.statusLabels[status]) : config.empty.title}
          </Typography>
          {!status && (
            <Typography color="text.secondary" sx={{ mt: 1 }}>
              {config.empty.text}
            </Typography>
          )}
          <NewPostButton view={view} sx={{ mt: 3 }} />
        </Paper>
      ) : (
        <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {items.map((card) => (
            <PostRow
              key={card.id}
              content={rowOf(config, card)}
              actions={config.actionsOf(card.status)}
              busy={change.isPending && change.variables.id === card.id}
              onAction={(action) => choose(card, action)}
            />
          ))}
        </Stack>
      )}

      {list.hasNextPage && (
        <Box sx={{ textAlign: 'center' }}>
          <Button
            variant="outlined"
            disabled={list.isFetchingNextPage}
            onClick={() => void list.fetchNextPage()}
          >
            {list.isFetchingNextPage ? t.loading : t.loadMore}
          </Button>
        </Box>
      )}

      <ConfirmDialog
        open={confirming !== null}
        title={confirming?.action === 'delete' ? t.deleteTitle : t.closeTitle}
        text={confirming?.action === 'delete' ? t.deleteText(confirming.card.title) : t.closeText}
        confirm={confirming?.action === 'delete' ? t.deleteConfirm : t.closeConfirm}
        danger={confirming?.action === 'delete'}
        choices={confirming?.action === 'close' ? config.closeChoices : undefined}
        onClose={() => setConfirming(null)}
        onConfirm={(choice) => {
          if (confirming) run(confirming.card, confirming.action, choice);
          setConfirming(null);
        }}
      />
    </Stack>
  );
}

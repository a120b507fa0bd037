import { compareSeq, inboxMessages, stillPending, type Conversation } from '@matchbazaar/contracts';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { LoadState } from '../../components/load-state';
import { conversationQuery, inboxKeys, markRead } from './api/inbox-api';
import { Composer } from './composer';
import { counterpartOf } from './conversation-list';
import { MessageBubble, OutgoingStatus } from './message-bubble';
import { ReportMessageDialog } from './report-message-dialog';
import { ThreadActions } from './thread-actions';
import { laterSeq, loadOlder, threadQuery, updateConversation } from './thread-cache';
import { useOutbox } from './use-outbox';

const t = inboxMessages;

const subjectPath = (conversation: Conversation) =>
  `/marketplace/${conversation.subject.kind}/${conversation.subject.id}`;

/** One conversation: its messages (mine pending until stored), receipts, typing, the composer. */
export function Thread({
  conversationId,
  userId,
  typing,
  onTyping,
  backTo,
}: {
  conversationId: string;
  userId: string;
  /** The other side typed a moment ago. */
  typing: boolean;
  onTyping: () => void;
  backTo: string;
}) {
  const queryClient = useQueryClient();
  const conversation = useQuery(conversationQuery(userId, conversationId));
  const thread = useQuery(threadQuery(queryClient, userId, conversationId));
  const outbox = useOutbox(userId, conversationId);
  const [reporting, setReporting] = useState<string | null>(null);
  const scroller = useRef<HTMLDivElement>(null);

  const items = thread.data?.items ?? [];
  const pending = stillPending(outbox.queue, items);
  const last = items.at(-1);

  // Reading: everything shown is read once the page is visible; the mark only moves forward.
  const readMark = conversation.data?.readUpTo.mine;
  useEffect(() => {
    if (!last || readMark === undefined || compareSeq(last.seq, readMark) <= 0) return;
    if (document.visibilityState !== 'visible') return;
    const upTo = last.seq;
    updateConversation(queryClient, userId, conversationId, (c) => ({
      ...c,
      unread: 0,
      readUpTo: { ...c.readUpTo, mine: laterSeq(c.readUpTo.mine, upTo) },
    }));
    void markRead(conversationId, upTo)
      .then(() => queryClient.invalidateQueries({ queryKey: inboxKeys.lists(userId) }))
      .catch(() => {});
  }, [last, readMark, queryClient, userId, conversationId]);

  // Stay at the newest message as messages arrive.
  const count = items.length + pending.length;
  useLayoutEffect(() => {
    const box = scroller.current;
    if (box) box.scrollTop = box.scrollHeight;
  }, [count, typing]);

  if (conversation.isPending || thread.isPending) return <LoadState label={t.title} />;
  if (conversation.isError || thread.isError)
    return (
      <Box sx={{ p: 2 }}>
        <LoadState
          label={t.title}
          failed={t.threadFailed}
          retry={() => {
            void conversation.refetch();
            void thread.refetch();
          }}
          retryLabel={t.retry}
        />
      </Box>
    );

  const c = conversation.data;
  const { name } = counterpartOf(c);
  const counterpartRead = c.readUpTo.counterpart;
  // The receipt sits under my latest stored message.
  const myLast = [...items].reverse().find((message) => message.senderId === userId);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0 }}>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          px: 1.5,
          py: 1,
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <IconButton
          component={RouterLink}
          to={backTo}
          aria-label={t.back}
          sx={{ display: { md: 'none' } }}
        >
          <ArrowBackIcon />
        </IconButton>
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Typography component="h2" variant="h6" noWrap sx={{ fontWeight: 800, fontSize: 18 }}>
            {name}
          </Typography>
          <Typography variant="body2" color="text.secondary" noWrap>
            {t.about(c.subject.kind)}:{' '}
            <Link component={RouterLink} to={subjectPath(c)}>
              {c.subject.title}
            </Link>
          </Typography>
        </Box>
        <ThreadActions conversation={c} userId={userId} />
      </Box>

      <Box
        ref={scroller}
        role="log"
        aria-label={t.listLabel}
        sx={{ flex: 1, minHeight: 0, overflowY: 'auto', px: { xs: 1.5, sm: 2 }, py: 1 }}
      >
        {thread.data.olderMore && (
          <Box sx={{ textAlign: 'center' }}>
            <Button
              size="small"
              onClick={() => void loadOlder(queryClient, userId, conversationId)}
            >
              {t.loadOlder}
            </Button>
          </Box>
        )}
        {items.length === 0 && pending.length === 0 && (
          <Typography color="text.secondary" sx={{ textAlign: 'center', py: 4 }}>
            {t.noMessages}
          </Typography>
        )}
        {items.map((message) => {
          const mine = message.senderId === userId;
          return (
            <MessageBubble
              key={message.id}
              mine={mine}
              kind={message.kind}
              text={message.text}
              attachments={message.attachments}
              inquiry={message.inquiry}
              createdAt={message.createdAt}
              status={
                message === myLast ? (
                  <span data-testid="message-status">
                    {compareSeq(counterpartRead, message.seq) >= 0 ? t.read : t.sent}
                  </span>
                ) : undefined
              }
              {...(!mine &&
                message.senderId !== null && { onReport: () => setReporting(message.id) })}
            />
          );
        })}
        {pending.map((item) => (
          <MessageBubble
            key={item.id}
            mine
            text={item.body.text ?? ''}
            attachments={item.body.attachments}
            status={
              <OutgoingStatus
                state={item.state}
                error={item.error}
                onRetry={() => outbox.retry(item.id)}
                onDiscard={() => outbox.discard(item.id)}
              />
            }
          />
        ))}
      </Box>
      <Typography
        variant="caption"
        color="text.secondary"
        aria-live="polite"
        sx={{ px: 2, minHeight: 20, fontStyle: 'italic' }}
      >
        {typing ? t.typing(counterpartOf(c).person) : ''}
      </Typography>
      {c.blocked && (
        <Alert severity="info" sx={{ mx: 1.5, mb: 1 }}>
          {t.blockedNotice}
        </Alert>
      )}
      <Composer
        key={conversationId}
        conversationId={conversationId}
        disabled={c.blocked}
        onTyping={onTyping}
        onSend={(body) => outbox.send(crypto.randomUUID(), body)}
      />
      <ReportMessageDialog messageId={reporting} onClose={() => setReporting(null)} />
    </Box>
  );
}

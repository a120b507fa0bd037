import { inboxMessages, type Conversation } from '@matchbazaar/contracts';
import Avatar from '@mui/material/Avatar';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { visuallyHidden } from '../../components/visually-hidden';
import { timeAgo } from '../../components/relative-time';

const t = inboxMessages;

/** The other side's name, with their shop when they sell. */
export function counterpartOf(conversation: Conversation) {
  const other = conversation.role === 'buyer' ? conversation.seller : conversation.buyer;
  return { name: other.shop?.name ?? other.name, person: other.name };
}

function ConversationRow({
  conversation,
  selected,
  href,
  userId,
}: {
  conversation: Conversation;
  selected: boolean;
  href: string;
  userId: string;
}) {
  const { name } = counterpartOf(conversation);
  const last = conversation.lastMessage;
  const unread = conversation.unread;
  const preview = last
    ? `${last.senderId === userId ? `${t.you}: ` : ''}${last.preview}`
    : t.noMessages;
  return (
    <ListItemButton
      component={RouterLink}
      to={href}
      selected={selected}
      aria-current={selected ? 'page' : undefined}
      data-testid="conversation-row"
      sx={{ gap: 1.5, alignItems: 'flex-start', py: 1.5, borderBottom: 1, borderColor: 'divider' }}
    >
      <Badge color="primary" badgeContent={unread} overlap="circular" max={99}>
        <Avatar
          variant="rounded"
          src={conversation.subject.thumb?.urls.thumb}
          alt=""
          sx={{ width: 44, height: 44 }}
        >
          {name.charAt(0).toUpperCase()}
        </Avatar>
      </Badge>
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'baseline' }}>
          <Typography
            noWrap
            sx={{ fontWeight: unread > 0 ? 800 : 600, flex: 1, minWidth: 0 }}
            component="span"
          >
            {name}
          </Typography>
          {last && (
            <Typography variant="caption" color="text.secondary" sx={{ flexShrink: 0 }}>
              {timeAgo(last.createdAt)}
            </Typography>
          )}
        </Box>
        <Typography variant="body2" noWrap color="text.secondary">
          {t.about(conversation.subject.kind)}: {conversation.subject.title}
        </Typography>
        <Typography
          variant="body2"
          noWrap
          sx={{ fontWeight: unread > 0 ? 700 : 400 }}
          color={unread > 0 ? 'text.primary' : 'text.secondary'}
        >
          {preview}
        </Typography>
        {unread > 0 && (
          <Box component="span" sx={visuallyHidden}>
            {t.unread(unread)}
          </Box>
        )}
      </Box>
    </ListItemButton>
  );
}

export function ConversationList({
  conversations,
  selectedId,
  hrefOf,
  userId,
}: {
  conversations: readonly Conversation[];
  selectedId: string | undefined;
  hrefOf: (id: string) => string;
  userId: string;
}) {
  return (
    <List disablePadding aria-label={t.listLabel}>
      {conversations.map((conversation) => (
        <ConversationRow
          key={conversation.id}
          conversation={conversation}
          selected={conversation.id === selectedId}
          href={hrefOf(conversation.id)}
          userId={userId}
        />
      ))}
    </List>
  );
}

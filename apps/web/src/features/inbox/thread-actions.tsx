import { inboxMessages, type Conversation } from '@matchbazaar/contracts';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { inboxKeys, setArchived, setBlocked } from './api/inbox-api';
import { counterpartOf } from './conversation-list';

const t = inboxMessages;

/** The thread's menu: archive (mine only) and block (nothing delivered either way, confirmed). */
export function ThreadActions({
  conversation,
  userId,
}: {
  conversation: Conversation;
  userId: string;
}) {
  const queryClient = useQueryClient();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [confirmBlock, setConfirmBlock] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: inboxKeys.all(userId) });
  const archive = useMutation({
    mutationFn: () => setArchived(conversation.id, !conversation.archived),
    onSettled: refresh,
  });
  const block = useMutation({
    mutationFn: () => setBlocked(conversation.counterpartId, !conversation.blockedByMe),
    onSettled: refresh,
  });
  const name = counterpartOf(conversation).person;
  return (
    <>
      <IconButton
        aria-label={t.actions}
        aria-haspopup="menu"
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <MoreVertIcon />
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <MenuItem
          onClick={() => {
            setAnchor(null);
            archive.mutate();
          }}
        >
          {conversation.archived ? t.unarchive : t.archive}
        </MenuItem>
        <MenuItem
          onClick={() => {
            setAnchor(null);
            if (conversation.blockedByMe) block.mutate();
            else setConfirmBlock(true);
          }}
        >
          {conversation.blockedByMe ? t.unblock : t.block}
        </MenuItem>
      </Menu>
      <Dialog open={confirmBlock} onClose={() => setConfirmBlock(false)} maxWidth="xs">
        <DialogContent>
          <Typography>{t.blockConfirm(name)}</Typography>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirmBlock(false)}>{t.cancel}</Button>
          <Button
            color="error"
            variant="contained"
            onClick={() => {
              setConfirmBlock(false);
              block.mutate();
            }}
          >
            {t.block}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

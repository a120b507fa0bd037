import { savedSearchesMessages, type SavedSearch } from '@matchbazaar/contracts';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';

const t = savedSearchesMessages;

/** Asks before a saved search is deleted; open while `search` is set. */
export function DeleteSavedSearchDialog({
  search,
  pending,
  onClose,
  onDelete,
}: {
  search: SavedSearch | null;
  pending: boolean;
  onClose: () => void;
  onDelete: (id: string) => void;
}) {
  const titleId = useId();
  return (
    <Dialog open={search !== null} onClose={onClose} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t.deleteTitle}</DialogTitle>
      <DialogContent>
        <DialogContentText>{search && t.deleteBody(search.name)}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} color="inherit">
          {t.cancel}
        </Button>
        <Button
          color="error"
          variant="contained"
          loading={pending}
          onClick={() => search && onDelete(search.id)}
        >
          {t.confirmDelete}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

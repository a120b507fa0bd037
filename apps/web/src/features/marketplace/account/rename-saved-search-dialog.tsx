import { savedSearchesMessages, type SavedSearch } from '@matchbazaar/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Box from '@mui/material/Box';
import { useId, useState, type FormEvent } from 'react';
import { SavedSearchNameField } from './saved-search-name-field';

const t = savedSearchesMessages;

/** A saved search's new name, with the server's refusal shown over the field. */
export function RenameSavedSearchDialog({
  search,
  pending,
  error,
  onClose,
  onRename,
}: {
  search: SavedSearch;
  pending: boolean;
  error: string | null;
  onClose: () => void;
  onRename: (name: string) => void;
}) {
  const titleId = useId();
  const [name, setName] = useState(search.name);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onRename(name);
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{t.renameTitle}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: 1 }}>
          {error && (
            <Alert severity="error" role="alert">
              {error}
            </Alert>
          )}
          <Box sx={{ mt: 1 }}>
            <SavedSearchNameField value={name} onChange={setName} />
          </Box>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} color="inherit">
            {t.cancel}
          </Button>
          <Button type="submit" variant="contained" loading={pending}>
            {t.save}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

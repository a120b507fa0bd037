import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import SearchIcon from '@mui/icons-material/Search';
import {
  describeSavedQuery,
  savedQueryParams,
  savedSearchAlerts,
  savedSearchesMessages,
  savedSearchLimits,
  type SavedSearch,
  type SavedSearchAlert,
} from '@matchbazaar/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Snackbar from '@mui/material/Snackbar';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { DashboardPageFrame } from '../../../components/dashboard-page-frame';
import { LoadState } from '../../../components/load-state';
import { ruledRow } from '../../../components/ruled-rows';
import { useSession } from '../../../lib/session/use-session';
import {
  deleteSavedSearch,
  markSavedSearchSeen,
  savedSearchesQuery,
  savedSearchKeys,
  updateSavedSearch,
} from '../api/saved-searches-api';

const t = savedSearchesMessages;

/** The browse page showing a saved search's results. */
const resultsPath = (search: SavedSearch) =>
  `/marketplace/browse?${new URLSearchParams(savedQueryParams(search.query)).toString()}`;

/**
 * /dashboard/saved-searches (docs/product/matching.md, "Saved searches"): each saved search with
 * its filters in words, its alerts (changed in place), its new matches and its results; renamed
 * and deleted (after a confirmation) here.
 */
export function SavedSearchesPage() {
  const { user } = useSession();
  const userId = user?.id ?? '';
  const queryClient = useQueryClient();
  const mine = useQuery({ ...savedSearchesQuery(userId), enabled: userId !== '' });
  const [notice, setNotice] = useState<string | null>(null);
  const [renaming, setRenaming] = useState<SavedSearch | null>(null);
  const [deleting, setDeleting] = useState<SavedSearch | null>(null);
  const deleteTitleId = useId();
  const refresh = () =>
    void queryClient.invalidateQueries({ queryKey: savedSearchKeys.mine(userId) });
  const change = useMutation({
    mutationFn: ({ id, ...patch }: { id: string; name?: string; alert?: SavedSearchAlert }) =>
      updateSavedSearch(id, patch),
    onSuccess: (answer) => {
      setNotice(answer.message);
      setRenaming(null);
    },
    onError: (error) => setNotice(error.message),
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: (id: string) => deleteSavedSearch(id),
    onSuccess: (answer) => {
      setNotice(answer.message);
      setDeleting(null);
    },
    onError: (error) => setNotice(error.message),
    onSettled: refresh,
  });
  const items = mine.data?.items ?? [];

  return (
    <DashboardPageFrame title={t.title} intro={t.lead}>
      <Paper
        variant="outlined"
        sx={{ borderRadius: 3, px: { xs: 2, sm: 3 }, py: 1, maxWidth: 900 }}
      >
        {mine.isPending || mine.isError ? (
          <Box sx={{ py: 2 }}>
            <LoadState
              label={t.title}
              failed={mine.isError ? t.loadError : undefined}
              retry={() => void mine.refetch()}
              retryLabel={t.retry}
            />
          </Box>
        ) : items.length === 0 ? (
          <Box sx={{ py: 4, textAlign: 'center', display: 'grid', gap: 2, justifyItems: 'center' }}>
            <Typography color="text.secondary" sx={{ maxWidth: '48ch' }}>
              {t.empty}
            </Typography>
            <Button
              component={RouterLink}
              to="/marketplace/browse"
              variant="contained"
              startIcon={<SearchIcon />}
            >
              {t.browseCta}
            </Button>
          </Box>
        ) : (
          <>
            <Box component="ul" aria-label={t.listLabel} sx={{ listStyle: 'none', m: 0, p: 0 }}>
              {items.map((search) => (
                <SavedSearchRow
                  key={search.id}
                  search={search}
                  onAlert={(alert) => change.mutate({ id: search.id, alert })}
                  onRename={() => setRenaming(search)}
                  onDelete={() => setDeleting(search)}
                />
              ))}
            </Box>
            <Typography variant="body2" color="text.secondary" sx={{ py: 1.5 }}>
              {t.countLine(items.length, mine.data?.max ?? savedSearchLimits.perUser)}
            </Typography>
          </>
        )}
      </Paper>
      {renaming && (
        <RenameDialog
          search={renaming}
          pending={change.isPending}
          error={change.isError ? change.error.message : null}
          onClose={() => setRenaming(null)}
          onRename={(name) => change.mutate({ id: renaming.id, name })}
        />
      )}
      <Dialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        aria-labelledby={deleteTitleId}
      >
        <DialogTitle id={deleteTitleId}>{t.deleteTitle}</DialogTitle>
        <DialogContent>
          <DialogContentText>{deleting && t.deleteBody(deleting.name)}</DialogContentText>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={() => setDeleting(null)} color="inherit">
            {t.cancel}
          </Button>
          <Button
            color="error"
            variant="contained"
            loading={remove.isPending}
            onClick={() => deleting && remove.mutate(deleting.id)}
          >
            {t.confirmDelete}
          </Button>
        </DialogActions>
      </Dialog>
      <Snackbar
        open={notice !== null}
        autoHideDuration={4000}
        onClose={() => setNotice(null)}
        message={notice}
      />
    </DashboardPageFrame>
  );
}

function SavedSearchRow({
  search,
  onAlert,
  onRename,
  onDelete,
}: {
  search: SavedSearch;
  onAlert: (alert: SavedSearchAlert) => void;
  onRename: () => void;
  onDelete: () => void;
}) {
  const navigate = useNavigate();
  const nameId = useId();
  const open = () => {
    // Opening its results is looking at them: the matches so far are no longer new.
    void markSavedSearchSeen(search.id).catch(() => undefined);
    void navigate(resultsPath(search));
  };
  return (
    <Box
      component="li"
      aria-labelledby={nameId}
      sx={{ py: 2, display: 'grid', gap: 1.25, ...ruledRow }}
    >
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography
          id={nameId}
          component="h2"
          sx={{ fontWeight: 700, fontSize: '1.05rem', overflowWrap: 'anywhere', mr: 'auto' }}
        >
          {search.name}
        </Typography>
        <Chip
          size="small"
          color={search.newHits > 0 ? 'primary' : 'default'}
          variant={search.newHits > 0 ? 'filled' : 'outlined'}
          label={search.newHits > 0 ? t.newHits(search.newHits) : t.noNewHits}
        />
      </Box>
      <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {describeSavedQuery(search.query).join(' · ')}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <TextField
          select
          size="small"
          label={t.alertLabel}
          value={search.alert}
          onChange={(event) => onAlert(event.target.value as SavedSearchAlert)}
          sx={{ minWidth: 130 }}
        >
          {savedSearchAlerts.map((alert) => (
            <MenuItem key={alert} value={alert}>
              {t.alertShort[alert]}
            </MenuItem>
          ))}
        </TextField>
        <Button variant="contained" startIcon={<SearchIcon />} onClick={open}>
          {t.viewResults}
        </Button>
        <Box sx={{ display: 'flex', gap: 0.5, ml: { sm: 'auto' } }}>
          <Button
            size="small"
            color="inherit"
            startIcon={<EditOutlinedIcon />}
            onClick={onRename}
            aria-label={`${t.rename}: ${search.name}`}
          >
            {t.rename}
          </Button>
          <Button
            size="small"
            color="inherit"
            startIcon={<DeleteOutlinedIcon />}
            onClick={onDelete}
            aria-label={`${t.delete}: ${search.name}`}
          >
            {t.delete}
          </Button>
        </Box>
      </Box>
    </Box>
  );
}

function RenameDialog({
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
          <TextField
            label={t.nameLabel}
            value={name}
            onChange={(event) => setName(event.target.value)}
            slotProps={{ htmlInput: { maxLength: savedSearchLimits.nameLength } }}
            required
            fullWidth
            autoFocus
            sx={{ mt: 1 }}
          />
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

import SearchIcon from '@mui/icons-material/Search';
import {
  savedSearchesMessages,
  savedSearchLimits,
  type SavedSearch,
  type SavedSearchAlert,
} from '@matchbazaar/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Snackbar from '@mui/material/Snackbar';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { DashboardPageFrame } from '../../../components/dashboard-page-frame';
import { LoadState } from '../../../components/load-state';
import { useSession } from '../../../lib/session/use-session';
import {
  deleteSavedSearch,
  savedSearchesQuery,
  savedSearchKeys,
  updateSavedSearch,
} from '../api/saved-searches-api';
import { DeleteSavedSearchDialog } from './delete-saved-search-dialog';
import { RenameSavedSearchDialog } from './rename-saved-search-dialog';
import { SavedSearchRow } from './saved-search-row';

const t = savedSearchesMessages;

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
        <RenameSavedSearchDialog
          search={renaming}
          pending={change.isPending}
          error={change.isError ? change.error.message : null}
          onClose={() => setRenaming(null)}
          onRename={(name) => change.mutate({ id: renaming.id, name })}
        />
      )}
      <DeleteSavedSearchDialog
        search={deleting}
        pending={remove.isPending}
        onClose={() => setDeleting(null)}
        onDelete={(id) => remove.mutate(id)}
      />
      <Snackbar
        open={notice !== null}
        autoHideDuration={4000}
        onClose={() => setNotice(null)}
        message={notice}
      />
    </DashboardPageFrame>
  );
}

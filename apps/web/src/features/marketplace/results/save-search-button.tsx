import BookmarkAddedIcon from '@mui/icons-material/BookmarkAdded';
import NotificationsActiveOutlinedIcon from '@mui/icons-material/NotificationsActiveOutlined';
import {
  defaultSavedSearchName,
  listingSearchQuerySchema,
  savedListingQueryOf,
  savedQueryKey,
  savedSearchAlerts,
  savedSearchesMessages,
  type SavedSearchAlert,
} from '@matchbazaar/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Snackbar from '@mui/material/Snackbar';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useSession } from '../../../lib/session/use-session';
import { SavedSearchNameField } from '../account/saved-search-name-field';
import type { SearchParams } from '../api/catalogue-api';
import {
  createSavedSearch,
  savedSearchesQuery,
  savedSearchKeys,
  searchKeyOf,
} from '../api/saved-searches-api';
import { useSignInPath } from '../../../components/guards/use-sign-in-path';

const t = savedSearchesMessages;
const managePath = '/dashboard/saved-searches';

/**
 * "Save search" on the listing results (docs/product/matching.md, "Saved searches"): signed in, it
 * opens a small dialog (name, alerts) and saves the search as the results show it; once saved it
 * reads "Saved" and leads to the saved searches. Signed out, it asks to sign in and come back.
 */
export function SaveSearchButton({ params }: { params: SearchParams }) {
  const { status, user } = useSession();
  const signInPath = useSignInPath();
  const userId = user?.id ?? '';
  const mine = useQuery({ ...savedSearchesQuery(userId), enabled: status === 'signedIn' });
  const [open, setOpen] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const key = searchKeyOf(params);
  if (key === null) return null;
  if (status !== 'signedIn')
    return (
      <Button
        component={RouterLink}
        to={signInPath}
        variant="outlined"
        startIcon={<NotificationsActiveOutlinedIcon />}
      >
        {t.signInToSave}
      </Button>
    );
  const saved = mine.data?.items.some((item) => savedQueryKey(item.query) === key);
  return (
    <>
      {saved ? (
        <Button
          component={RouterLink}
          to={managePath}
          variant="contained"
          aria-label={t.savedButtonLabel}
          startIcon={<BookmarkAddedIcon />}
        >
          {t.savedButton}
        </Button>
      ) : (
        <Button
          variant="outlined"
          startIcon={<NotificationsActiveOutlinedIcon />}
          onClick={() => setOpen(true)}
          disabled={mine.isPending}
        >
          {t.saveSearch}
        </Button>
      )}
      {open && (
        <SaveSearchDialog
          params={params}
          userId={userId}
          onClose={() => setOpen(false)}
          onSaved={(message) => {
            setOpen(false);
            setNotice(message);
          }}
        />
      )}
      <Snackbar
        open={notice !== null}
        autoHideDuration={5000}
        onClose={() => setNotice(null)}
        message={notice}
        action={
          <Button component={RouterLink} to={managePath} color="inherit" size="small">
            {t.title}
          </Button>
        }
      />
    </>
  );
}

function SaveSearchDialog({
  params,
  userId,
  onClose,
  onSaved,
}: {
  params: SearchParams;
  userId: string;
  onClose: () => void;
  onSaved: (message: string) => void;
}) {
  const titleId = useId();
  const alertLabelId = useId();
  const queryClient = useQueryClient();
  const parsed = listingSearchQuerySchema.safeParse(params);
  const [name, setName] = useState(() =>
    parsed.success ? defaultSavedSearchName(savedListingQueryOf(parsed.data)) : '',
  );
  const [alert, setAlert] = useState<SavedSearchAlert>('instant');
  const save = useMutation({
    mutationFn: () => createSavedSearch({ name, alert, query: params }),
    onSuccess: (answer) => {
      void queryClient.invalidateQueries({ queryKey: savedSearchKeys.mine(userId) });
      onSaved(answer.message);
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate();
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{t.dialogTitle}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2.5 }}>
          <Typography color="text.secondary">{t.dialogIntro}</Typography>
          {save.isError && (
            <Alert severity="error" role="alert">
              {save.error.message}
            </Alert>
          )}
          <SavedSearchNameField value={name} onChange={setName} />
          <FormControl>
            <FormLabel id={alertLabelId}>{t.alertLabel}</FormLabel>
            <RadioGroup
              aria-labelledby={alertLabelId}
              value={alert}
              onChange={(event) => setAlert(event.target.value as SavedSearchAlert)}
            >
              {savedSearchAlerts.map((choice) => (
                <FormControlLabel
                  key={choice}
                  value={choice}
                  control={<Radio />}
                  label={t.alertChoices[choice]}
                  sx={{ alignItems: 'flex-start', '& .MuiRadio-root': { pt: 0.5 }, mt: 0.5 }}
                />
              ))}
            </RadioGroup>
          </FormControl>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} color="inherit">
            {t.cancel}
          </Button>
          <Button type="submit" variant="contained" loading={save.isPending}>
            {t.save}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

import AddIcon from '@mui/icons-material/Add';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import SearchIcon from '@mui/icons-material/Search';
import { apiErrorMessage, fieldErrorsOf } from '@matchbazaar/api-client';
import {
  searchAnalyticsMessages,
  synonymLimits,
  synonymSetInputSchema,
  type SynonymSet,
} from '@matchbazaar/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useEffect, useRef, useState } from 'react';
import { ConfirmDialog } from '../../components/forms/confirm-dialog';
import { FormDialog } from '../../components/forms/form-dialog';
import { LoadState } from '../../components/load-state';
import { SectionCard } from '../../components/section-card';
import { StatusAlert, type Status } from '../../components/status-alert';
import { searchSynonymsQuery, useSynonymSetChanges } from './api/search-synonyms';

const t = searchAnalyticsMessages.synonyms;

/** The words typed in the dialog: one per line or separated by commas, blanks left out. */
export const termsOf = (text: string): string[] =>
  text
    .split(/[\n,]/)
    .map((term) => term.trim())
    .filter((term) => term.length > 0);

/** Adding (set null) or editing a set: its words in one box, checked as the BFF checks them. */
function SetDialog({
  editing,
  initial,
  onClose,
  onSaved,
}: {
  editing: SynonymSet | null;
  initial: string;
  onClose: () => void;
  onSaved: (text: string) => void;
}) {
  const [text, setText] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const { save } = useSynonymSetChanges();
  const field = useRef<HTMLTextAreaElement>(null);

  const submit = () => {
    const checked = synonymSetInputSchema.safeParse({ terms: termsOf(text) });
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? null);
      field.current?.focus();
      return;
    }
    save.mutate(
      { id: editing?.id ?? null, terms: checked.data.terms },
      {
        onSuccess: () => onSaved(t.setSaved),
        onError: (failure) => {
          setError(Object.values(fieldErrorsOf(failure))[0] ?? apiErrorMessage(failure));
          field.current?.focus();
        },
      },
    );
  };

  return (
    <FormDialog
      title={editing ? t.editSet : t.newSet}
      submitLabel={save.isPending ? t.saving : t.save}
      cancelLabel={t.cancel}
      pending={save.isPending}
      canSubmit={termsOf(text).length > 0}
      error={null}
      onClose={onClose}
      onSubmit={submit}
    >
      <TextField
        label={t.termsLabel}
        multiline
        minRows={4}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setError(null);
        }}
        inputRef={field}
        error={error !== null}
        helperText={error ?? t.termsHelp}
        autoFocus
        slotProps={{
          htmlInput: { maxLength: synonymLimits.maxTerms * (synonymLimits.maxChars + 2) },
        }}
        required
      />
    </FormDialog>
  );
}

/** One set: its words, then its two actions. */
function SetRow({
  set,
  onEdit,
  onDelete,
}: {
  set: SynonymSet;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const name = set.terms.join(', ');
  return (
    <Box
      component="li"
      data-testid="synonym-set"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        py: 1,
        borderTop: 1,
        borderColor: 'divider',
        '&:first-of-type': { borderTop: 0 },
      }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, flex: 1, minWidth: 0 }}>
        {set.terms.map((term) => (
          <Chip
            key={term}
            label={term}
            size="small"
            sx={{ maxWidth: '100%', '& .MuiChip-label': { overflow: 'hidden' } }}
          />
        ))}
      </Box>
      <IconButton aria-label={t.editLabel(name)} onClick={onEdit} size="small">
        <EditOutlinedIcon fontSize="small" />
      </IconButton>
      <IconButton aria-label={t.deleteLabel(name)} onClick={onDelete} size="small">
        <DeleteOutlinedIcon fontSize="small" />
      </IconButton>
    </Box>
  );
}

type Editing = { set: SynonymSet | null; initial: string };

/**
 * System Settings' synonym sets (docs/product/search-understanding.md, "Synonyms"): found by a
 * word, added, edited and deleted, each change in force on every search at once. `prefill` (a
 * query that found nothing, from /admin/search) opens a new set with it as its first word.
 */
export function SearchSynonymsSection({
  prefill,
  onPrefillUsed,
}: {
  prefill: string | null;
  onPrefillUsed: () => void;
}) {
  // A query from /admin/search starts a new set with it, and narrows the list to it.
  const [search, setSearch] = useState(() => prefill?.trim() ?? '');
  const asked = useDeferredValue(search.trim().slice(0, synonymLimits.maxChars));
  const sets = useQuery(searchSynonymsQuery(asked));
  const { remove } = useSynonymSetChanges();
  const [editing, setEditing] = useState<Editing | null>(() =>
    prefill === null ? null : { set: null, initial: `${prefill.trim().toLowerCase()}\n` },
  );
  const [deleting, setDeleting] = useState<SynonymSet | null>(null);
  const [status, setStatus] = useState<Status | null>(null);
  const section = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (prefill === null) return;
    section.current?.scrollIntoView({ block: 'start' });
    // Taken: a reload does not open the dialog again.
    onPrefillUsed();
  }, [prefill, onPrefillUsed]);

  const confirmDelete = (set: SynonymSet) => {
    setDeleting(null);
    remove.mutate(set.id, {
      onSuccess: (message) => setStatus({ severity: 'success', text: message }),
      onError: () => setStatus({ severity: 'error', text: t.deleteFailed }),
    });
  };

  return (
    <Box ref={section} id="synonyms" sx={{ scrollMarginTop: 80 }}>
      <SectionCard
        title={t.title}
        action={
          <Button
            startIcon={<AddIcon />}
            onClick={() => {
              setStatus(null);
              setEditing({ set: null, initial: '' });
            }}
          >
            {t.add}
          </Button>
        }
      >
        <Stack spacing={2}>
          <Typography variant="body2" color="text.secondary">
            {t.intro}
          </Typography>
          <TextField
            type="search"
            size="small"
            label={t.search}
            helperText={t.searchHelp}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            slotProps={{
              htmlInput: { maxLength: synonymLimits.maxChars },
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <SearchIcon fontSize="small" />
                  </InputAdornment>
                ),
              },
            }}
          />
          <StatusAlert status={status} />
          {sets.data ? (
            <Box aria-busy={sets.isPlaceholderData}>
              <Typography
                variant="body2"
                color="text.secondary"
                role="status"
                sx={{ fontWeight: 600 }}
              >
                {t.count(sets.data.sets.length, sets.data.total)}
              </Typography>
              {sets.data.sets.length === 0 ? (
                <Typography color="text.secondary" sx={{ py: 2 }}>
                  {t.empty}
                </Typography>
              ) : (
                <Box
                  component="ul"
                  aria-label={t.title}
                  sx={{ listStyle: 'none', m: 0, p: 0, maxHeight: 480, overflowY: 'auto' }}
                >
                  {sets.data.sets.map((set) => (
                    <SetRow
                      key={set.id}
                      set={set}
                      onEdit={() => {
                        setStatus(null);
                        setEditing({ set, initial: set.terms.join('\n') });
                      }}
                      onDelete={() => {
                        setStatus(null);
                        setDeleting(set);
                      }}
                    />
                  ))}
                </Box>
              )}
            </Box>
          ) : (
            <LoadState
              label={t.loading}
              failed={sets.isError ? t.loadFailed : undefined}
              retry={() => void sets.refetch()}
              retryLabel={t.retry}
            />
          )}
        </Stack>
      </SectionCard>
      {editing && (
        <SetDialog
          editing={editing.set}
          initial={editing.initial}
          onClose={() => setEditing(null)}
          onSaved={(text) => {
            setEditing(null);
            setStatus({ severity: 'success', text });
          }}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t.delete}
        text={deleting ? t.confirmDelete(deleting.terms.join(', ')) : ''}
        confirm={t.delete}
        danger
        onClose={() => setDeleting(null)}
        onConfirm={() => deleting && confirmDelete(deleting)}
      />
    </Box>
  );
}

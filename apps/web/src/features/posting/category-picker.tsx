import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { postingMessages } from '@matchbazaar/contracts';
import { allCategories, displayName, type Category } from '@matchbazaar/taxonomy';
import { useCallback, useId, useMemo, useRef, useState } from 'react';
import { rankCategories, suggestCategories } from './category-suggestions';

const t = postingMessages;

/** Every leaf category, grouped by its group, then by name (the list shown before typing). */
const options: readonly Category[] = [...allCategories].sort(
  (a, b) =>
    displayName(a.groupId).localeCompare(displayName(b.groupId)) || a.label.localeCompare(b.label),
);
const byId = new Map(options.map((c) => [c.id, c]));

// What is typed is read as the catalogue search reads it (synonyms, everyday words, typos) and
// ranked best first, so the list is no longer grouped once something is typed.
const filter = (list: Category[], state: { inputValue: string }) =>
  rankCategories(state.inputValue, list);

/**
 * The leaf category of a post, searchable over all of the taxonomy's categories in the seller's
 * own words; while none is chosen, up to three suggested from the post's title (`suggestFrom`).
 */
export function CategoryPicker({
  value,
  onChange,
  error,
  inputRef,
  suggestFrom,
}: {
  value: string;
  onChange: (categoryId: string) => void;
  error?: string | undefined;
  inputRef?: (el: HTMLElement | null) => void;
  suggestFrom?: string | undefined;
}) {
  const [typed, setTyped] = useState('');
  const input = useRef<HTMLInputElement | null>(null);
  const suggestedId = useId();
  const chosen = byId.get(value) ?? null;
  const suggestions = useMemo(
    () => (chosen || !suggestFrom ? [] : suggestCategories(suggestFrom)),
    [chosen, suggestFrom],
  );
  const searching = typed.trim() !== '';
  const setInput = useCallback(
    (el: HTMLInputElement | null) => {
      input.current = el;
      inputRef?.(el);
    },
    [inputRef],
  );

  const choose = (category: Category) => {
    onChange(category.id);
    // The chips leave with the choice: focus stays in the field rather than on nothing.
    input.current?.focus();
  };

  return (
    <Box>
      <Autocomplete
        id="post-category"
        options={options}
        value={chosen}
        onChange={(_event, category) => onChange(category?.id ?? '')}
        onInputChange={(_event, text, reason) => setTyped(reason === 'input' ? text : '')}
        groupBy={searching ? undefined : (c) => displayName(c.groupId)}
        getOptionLabel={(c) => c.label}
        getOptionKey={(c) => c.id}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        filterOptions={filter}
        noOptionsText={t.categoryNone}
        autoHighlight
        renderOption={({ key, ...props }, c) => (
          <li key={key} {...props}>
            <span>
              {c.label}
              <span style={{ display: 'block', fontSize: '0.8rem', opacity: 0.7 }}>
                {searching
                  ? t.categoryPlace(displayName(c.subgroupId), displayName(c.groupId))
                  : displayName(c.subgroupId)}
              </span>
            </span>
          </li>
        )}
        renderInput={(params) => (
          <TextField
            {...params}
            label={t.categoryLabel}
            required
            error={error !== undefined}
            helperText={error ?? t.categoryHelp}
            inputRef={setInput}
          />
        )}
      />
      {suggestions.length > 0 && (
        <Box
          role="group"
          aria-labelledby={suggestedId}
          data-testid="category-suggestions"
          // In line with the field's helper text, as part of the field.
          sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: 1, px: 1.75 }}
        >
          <Typography id={suggestedId} variant="body2" color="text.secondary" component="span">
            {t.categorySuggested}
          </Typography>
          {suggestions.map((c) => (
            <Chip
              key={c.id}
              label={c.label}
              aria-label={t.categorySuggestion(c.label)}
              variant="outlined"
              color="primary"
              onClick={() => choose(c)}
            />
          ))}
        </Box>
      )}
    </Box>
  );
}

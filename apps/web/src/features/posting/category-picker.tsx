import Autocomplete, { createFilterOptions } from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { postingMessages } from '@matchbazaar/contracts';
import { allCategories, displayName, type Category } from '@matchbazaar/taxonomy';

const t = postingMessages;

/** Every leaf category, grouped by its group, then by name (the list the picker searches). */
const options: readonly Category[] = [...allCategories].sort(
  (a, b) =>
    displayName(a.groupId).localeCompare(displayName(b.groupId)) || a.label.localeCompare(b.label),
);
const byId = new Map(options.map((c) => [c.id, c]));

// A search matches the category's name and its subgroup's and group's names, so "dairy" finds
// milk and paneer as well.
const filter = createFilterOptions<Category>({
  stringify: (c) => `${c.label} ${displayName(c.subgroupId)} ${displayName(c.groupId)}`,
});

/** The leaf category of a post, searchable over all of the taxonomy's categories. */
export function CategoryPicker({
  value,
  onChange,
  error,
  inputRef,
}: {
  value: string;
  onChange: (categoryId: string) => void;
  error?: string | undefined;
  inputRef?: (el: HTMLElement | null) => void;
}) {
  return (
    <Autocomplete
      id="post-category"
      options={options}
      value={byId.get(value) ?? null}
      onChange={(_event, category) => onChange(category?.id ?? '')}
      groupBy={(c) => displayName(c.groupId)}
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
              {displayName(c.subgroupId)}
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
          inputRef={inputRef}
        />
      )}
    />
  );
}

import { savedSearchesMessages, savedSearchLimits } from '@matchbazaar/contracts';
import TextField from '@mui/material/TextField';

/** A saved search's name, as saving a search and renaming one both ask for it. */
export function SavedSearchNameField({
  value,
  onChange,
}: {
  value: string;
  onChange: (name: string) => void;
}) {
  return (
    <TextField
      label={savedSearchesMessages.nameLabel}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{ htmlInput: { maxLength: savedSearchLimits.nameLength } }}
      required
      fullWidth
      autoFocus
    />
  );
}

import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { SxProps, Theme } from '@mui/material/styles';

/**
 * One choice among a few, as a small select of their names: the sort of results and of stores,
 * the status a moderation queue shows.
 */
export function ChoiceSelect<Choice extends string>({
  label,
  value,
  values,
  names,
  onChange,
  sx,
}: {
  label: string;
  value: Choice;
  values: readonly Choice[];
  names: Record<Choice, string>;
  onChange: (choice: Choice) => void;
  /** Its width, and where it sits in its parent. */
  sx?: SxProps<Theme>;
}) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value as Choice)}
      sx={sx}
    >
      {values.map((choice) => (
        <MenuItem key={choice} value={choice}>
          {names[choice]}
        </MenuItem>
      ))}
    </TextField>
  );
}

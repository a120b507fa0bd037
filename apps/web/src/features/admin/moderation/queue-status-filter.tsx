import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

/** The status a queue shows (open, resolved...), as a small select. */
export function QueueStatusFilter<S extends string>({
  label,
  value,
  values,
  names,
  onChange,
  sx,
}: {
  label: string;
  value: S;
  values: readonly S[];
  names: Record<S, string>;
  onChange: (value: S) => void;
  /** Where it sits in its parent (the reviews' filter starts its grid row). */
  sx?: { justifySelf: string };
}) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value as S)}
      sx={{ minWidth: 180, ...sx }}
    >
      {values.map((option) => (
        <MenuItem key={option} value={option}>
          {names[option]}
        </MenuItem>
      ))}
    </TextField>
  );
}

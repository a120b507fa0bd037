import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { SxProps, Theme } from '@mui/material/styles';

/** The order of a list of results or shops: a small select of the orders it offers, by name. */
export function SortSelect<Sort extends string>({
  label,
  value,
  sorts,
  names,
  onChange,
  sx,
}: {
  label: string;
  value: Sort;
  sorts: readonly Sort[];
  names: Record<Sort, string>;
  onChange: (sort: Sort) => void;
  sx?: SxProps<Theme>;
}) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value as Sort)}
      sx={sx}
    >
      {sorts.map((sort) => (
        <MenuItem key={sort} value={sort}>
          {names[sort]}
        </MenuItem>
      ))}
    </TextField>
  );
}

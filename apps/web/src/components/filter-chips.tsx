import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';

/**
 * One choice among a few filters, as a row of chips that wraps (a button group cramps its labels
 * in a narrow column). The chosen chip is filled and pressed; the group is named for screen readers.
 */
export function FilterChips<V extends string | undefined>({
  label,
  options,
  value,
  onChange,
  mb = 0,
}: {
  label: string;
  options: readonly { value: V; label: string }[];
  value: V;
  onChange: (value: V) => void;
  /** Space below the row, in theme units. */
  mb?: number;
}) {
  return (
    <Box role="group" aria-label={label} sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, mb }}>
      {options.map((option) => (
        <Chip
          key={option.value ?? ''}
          label={option.label}
          size="small"
          clickable
          color={option.value === value ? 'primary' : 'default'}
          variant={option.value === value ? 'filled' : 'outlined'}
          aria-pressed={option.value === value}
          onClick={() => onChange(option.value)}
          sx={{ fontWeight: 600 }}
        />
      ))}
    </Box>
  );
}

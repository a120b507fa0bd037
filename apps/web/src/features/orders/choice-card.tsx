import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import type { ReactNode } from 'react';

/** One choice of a radio list, as a card: outlined in the brand's blue while chosen. */
export function ChoiceCard({
  value,
  selected,
  children,
}: {
  value: string;
  selected: boolean;
  children: ReactNode;
}) {
  return (
    <Paper
      variant="outlined"
      sx={{
        borderRadius: 2,
        px: 1.5,
        py: 1,
        borderColor: selected ? 'primary.main' : undefined,
        bgcolor: selected ? 'rgba(31,63,184,0.04)' : undefined,
      }}
    >
      <FormControlLabel
        value={value}
        control={<Radio />}
        label={children}
        sx={{ m: 0, width: '100%', alignItems: 'flex-start', '& .MuiRadio-root': { mt: -0.5 } }}
      />
    </Paper>
  );
}

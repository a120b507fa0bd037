import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import { daysInRange, lastDays } from '@matchbazaar/contracts';
import { useState, type FormEvent, type ReactNode } from 'react';

export interface DayRange {
  from: string;
  to: string;
}

/** The preset a range is, if it is one: it ends today and spans the preset's days. */
export function presetOfRange<P extends string>(
  presets: Readonly<Record<P, number>>,
  range: DayRange,
  today: string,
): P | null {
  if (range.to !== today) return null;
  const days = daysInRange(range.from, range.to);
  return (Object.keys(presets) as P[]).find((key) => presets[key] === days) ?? null;
}

/** A preset's range, ending today. */
export const rangeOfPreset = <P extends string>(
  presets: Readonly<Record<P, number>>,
  preset: P,
  today: string,
): DayRange => lastDays(today, presets[preset]);

/** The strings the bar shows (each figures page's message catalogue has them). */
export interface DayRangeLabels<P extends string> {
  rangeLabel: string;
  presets: Readonly<Record<P, string>>;
  customRange: string;
  fromLabel: string;
  toLabel: string;
  applyRange: string;
  rangeSummary: (from: string, to: string, days: number) => string;
}

/**
 * A figures page's range of UTC days (seller analytics, search analytics): preset buttons, or two
 * days applied together, and what the range is; `children` adds the page's own choices.
 */
export function DayRangeBar<P extends string>({
  range,
  today,
  presets,
  labels: t,
  valid,
  toggleSx = { flexWrap: 'wrap' },
  onChange,
  children,
}: {
  range: DayRange;
  today: string;
  presets: Readonly<Record<P, number>>;
  labels: DayRangeLabels<P>;
  /** Whether two typed days are a range the page's API takes. */
  valid: (from: string, to: string) => boolean;
  toggleSx?: SxProps<Theme>;
  onChange: (next: DayRange) => void;
  children?: ReactNode;
}) {
  const preset = presetOfRange(presets, range, today);
  const [custom, setCustom] = useState(preset === null);
  const [draft, setDraft] = useState<DayRange>({ from: range.from, to: range.to });
  const apply = (event: FormEvent) => {
    event.preventDefault();
    if (valid(draft.from, draft.to)) onChange(draft);
  };
  return (
    <Paper
      variant="outlined"
      sx={{
        p: { xs: 1.5, sm: 2 },
        borderRadius: 3,
        display: 'flex',
        flexWrap: 'wrap',
        gap: 1.5,
        alignItems: 'center',
      }}
    >
      <ToggleButtonGroup
        exclusive
        size="small"
        color="primary"
        aria-label={t.rangeLabel}
        value={custom ? 'custom' : preset}
        onChange={(_, next: P | 'custom' | null) => {
          if (!next) return;
          if (next === 'custom') {
            setDraft({ from: range.from, to: range.to });
            setCustom(true);
            return;
          }
          setCustom(false);
          onChange(rangeOfPreset(presets, next, today));
        }}
        sx={toggleSx}
      >
        {(Object.keys(presets) as P[]).map((key) => (
          <ToggleButton key={key} value={key} sx={{ px: 1.5, fontWeight: 700 }}>
            {t.presets[key]}
          </ToggleButton>
        ))}
        <ToggleButton value="custom" sx={{ px: 1.5, fontWeight: 700 }}>
          {t.customRange}
        </ToggleButton>
      </ToggleButtonGroup>
      {children}
      {custom && (
        <Box
          component="form"
          onSubmit={apply}
          sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}
        >
          <TextField
            type="date"
            size="small"
            label={t.fromLabel}
            value={draft.from}
            onChange={(event) => setDraft({ ...draft, from: event.target.value })}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: draft.to || today } }}
          />
          <TextField
            type="date"
            size="small"
            label={t.toLabel}
            value={draft.to}
            onChange={(event) => setDraft({ ...draft, to: event.target.value })}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: draft.from, max: today } }}
          />
          <Button
            type="submit"
            variant="contained"
            size="small"
            disabled={!valid(draft.from, draft.to)}
          >
            {t.applyRange}
          </Button>
        </Box>
      )}
      <Typography variant="body2" color="text.secondary" sx={{ ml: { md: 'auto' } }}>
        {t.rangeSummary(range.from, range.to, daysInRange(range.from, range.to))}
      </Typography>
    </Paper>
  );
}

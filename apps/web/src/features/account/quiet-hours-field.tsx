import { pwaMessages as t, type QuietHours } from '@matchbazaar/contracts';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';

/** The browser's own time zone: quiet hours are kept in the zone the person set them in. */
const localTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

const defaults = { from: '22:00', to: '07:00' };

/**
 * Quiet hours for push: on or off, and from when to when (wrapping midnight). A time is saved once
 * it is whole and differs from the other end.
 */
export function QuietHoursField({
  value,
  onChange,
}: {
  value: QuietHours | null;
  onChange: (next: QuietHours | null) => void;
}) {
  // What is being typed; the saved value otherwise.
  const [draft, setDraft] = useState<{ from: string; to: string } | null>(null);
  const shown = draft ?? value ?? defaults;
  const timeZone = value?.timeZone ?? localTimeZone();

  const change = (end: 'from' | 'to', time: string) => {
    const next = { ...shown, [end]: time };
    setDraft(next);
    if (/^\d{2}:\d{2}$/.test(next.from) && /^\d{2}:\d{2}$/.test(next.to) && next.from !== next.to) {
      onChange({ ...next, timeZone });
      setDraft(null);
    }
  };

  return (
    <Box sx={{ mt: 3 }}>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 650 }}>
        {t.quietHoursTitle}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        {t.quietHoursIntro}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
        <FormControlLabel
          control={
            <Switch
              checked={value !== null}
              onChange={(event) =>
                onChange(event.target.checked ? { ...shown, timeZone: localTimeZone() } : null)
              }
            />
          }
          label={t.quietHoursOn}
          sx={{ m: 0 }}
        />
        <TextField
          type="time"
          size="small"
          label={t.quietHoursFrom}
          value={shown.from}
          disabled={value === null}
          onChange={(event) => change('from', event.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
          sx={{ width: 140 }}
        />
        <TextField
          type="time"
          size="small"
          label={t.quietHoursTo}
          value={shown.to}
          disabled={value === null}
          onChange={(event) => change('to', event.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
          sx={{ width: 140 }}
        />
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {t.quietHoursTimeZone(timeZone)}
      </Typography>
    </Box>
  );
}

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { accessGateMessages } from '@matchbazaar/contracts';
import { gateView } from '@matchbazaar/machines';
import { useMachine } from '@xstate/react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { InspectionEvent } from 'xstate';
import { useDocumentTitle } from '../../components/use-document-title';
import { visuallyHidden } from '../../components/visually-hidden';
import { browserGateMachine } from './browser-gate-machine';
import { GateHint } from './gate-hint';
import { readGateInput } from './gate-storage';
import { LockoutPanel } from './lockout-panel';
import { useLockoutAnnouncement } from './use-lockout-announcement';

const t = accessGateMessages;
const ids = {
  title: 'access-gate-title',
  prompt: 'access-gate-prompt',
  error: 'access-gate-error',
  hint: 'access-gate-hint',
};

export interface AccessGatePageProps {
  /** The Stately inspector, connected by the app in development (see app/inspector.ts). */
  inspect?: (event: InspectionEvent) => void;
}

/**
 * `/access`: the site access gate of docs/product/access-gate.md, driven by the gate machine. On a
 * correct code the machine stores the pass and the app opens the site; this page only asks.
 */
export function AccessGatePage({ inspect }: AccessGatePageProps) {
  useDocumentTitle(t.heading);
  const [input] = useState(() => readGateInput());
  const [snapshot, send] = useMachine(browserGateMachine, { input, inspect });
  const view = gateView(snapshot);
  const announcement = useLockoutAnnouncement(view.locked, view.lockoutSecondsLeft);
  const busy = view.checking || view.verified;

  // After each answer the field is empty again (and a lockout disables the button that may have
  // had focus): typing resumes in the field.
  const fieldRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (!busy) fieldRef.current?.focus();
  }, [busy]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    send({ type: 'code.submit' });
  };

  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', px: 2, py: 6 }}>
      <Paper
        component="section"
        variant="outlined"
        aria-labelledby={ids.title}
        sx={{ width: '100%', maxWidth: 440, p: { xs: 3, sm: 5 } }}
      >
        <Stack spacing={3}>
          <Stack spacing={1.5} sx={{ alignItems: 'center', textAlign: 'center' }}>
            <Box
              component="img"
              src="/favicon.svg"
              alt={t.logoLabel}
              sx={{ width: 64, height: 64 }}
            />
            <Typography id={ids.title} variant="h4" component="h1">
              {t.heading}
            </Typography>
            <Typography id={ids.prompt} color="text.secondary">
              {t.prompt}
            </Typography>
          </Stack>

          {view.locked && <LockoutPanel secondsLeft={view.lockoutSecondsLeft} />}

          <Box component="form" onSubmit={submit} aria-labelledby={ids.title}>
            <Stack spacing={1.5}>
              <TextField
                inputRef={fieldRef}
                type="password"
                label={t.fieldLabel}
                placeholder={t.placeholder}
                value={snapshot.context.code}
                onChange={(event) => send({ type: 'code.change', value: event.target.value })}
                error={Boolean(view.error)}
                required
                autoFocus
                autoComplete="off"
                fullWidth
                slotProps={{
                  htmlInput: {
                    readOnly: busy,
                    'aria-describedby': [ids.prompt, ids.error, view.showHint ? ids.hint : '']
                      .filter(Boolean)
                      .join(' '),
                  },
                }}
              />
              <Box id={ids.error} sx={{ minHeight: '1.5em' }}>
                {/* Errors are announced as they appear; the lockout's ticking line is not. */}
                {view.locked ? (
                  <Typography key="lockout" variant="body2" color="error">
                    {view.error}
                  </Typography>
                ) : (
                  <Typography key="error" role="alert" variant="body2" color="error">
                    {view.error}
                  </Typography>
                )}
              </Box>
              <Button
                type="submit"
                variant="contained"
                size="large"
                fullWidth
                disabled={view.locked}
                loading={busy}
              >
                {view.buttonLabel}
              </Button>
            </Stack>
          </Box>

          {view.showHint && <GateHint id={ids.hint} />}
        </Stack>
        <Box aria-live="assertive" sx={visuallyHidden}>
          {announcement}
        </Box>
      </Paper>
    </Box>
  );
}

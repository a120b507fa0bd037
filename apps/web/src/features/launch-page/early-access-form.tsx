import CheckCircleRoundedIcon from '@mui/icons-material/CheckCircleRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { type ContactType, launchPageMessages, subscriptionMessages } from '@matchbazaar/contracts';
import { signupView } from '@matchbazaar/machines';
import { useMachine } from '@xstate/react';
import { useEffect, useRef, type FormEvent } from 'react';
import { inspect } from '../../lib/inspector';
import { earlyAccessMachine } from './early-access-machine';

const t = launchPageMessages;

/**
 * 'Join the AI Revolution': the early-access sign-up (docs/product/launch-page.md), run by its
 * machine.
 */
export function EarlyAccessForm() {
  const [snapshot, send] = useMachine(earlyAccessMachine, { inspect });
  const view = signupView(snapshot);
  const inputRef = useRef<HTMLInputElement>(null);
  const successRef = useRef<HTMLParagraphElement>(null);
  const isEmail = view.mode === 'email';

  // The focused button disappears or is disabled on the way: put focus where the user goes next.
  const wasSubscribed = useRef(false);
  useEffect(() => {
    if (view.subscribed) successRef.current?.focus();
    else if (wasSubscribed.current) inputRef.current?.focus();
    wasSubscribed.current = view.subscribed;
  }, [view.subscribed]);
  useEffect(() => {
    if (view.error) inputRef.current?.focus();
  }, [view.error]);

  if (view.subscribed) {
    return (
      <Stack spacing={3} sx={{ alignItems: 'center', textAlign: 'center' }}>
        <CheckCircleRoundedIcon aria-hidden="true" color="success" sx={{ fontSize: 56 }} />
        <Typography
          ref={successRef}
          tabIndex={-1}
          role="status"
          sx={{ fontSize: '1.125rem', fontWeight: 600, outline: 'none' }}
        >
          {view.successMessage}
        </Typography>
        <Button variant="outlined" size="large" onClick={() => send({ type: 'form.reset' })}>
          {subscriptionMessages.subscribeAnother}
        </Button>
      </Stack>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    send({ type: 'form.submit' });
  };

  return (
    <Box component="form" noValidate onSubmit={submit} aria-busy={view.loading}>
      <Stack spacing={2.5}>
        <ToggleButtonGroup
          exclusive
          fullWidth
          color="primary"
          size="small"
          value={view.mode}
          disabled={view.loading}
          aria-label={t.contactMethod}
          onChange={(_, mode: ContactType | null) => {
            if (mode && mode !== view.mode) send({ type: 'mode.toggle' });
          }}
        >
          <ToggleButton value="email">{t.email}</ToggleButton>
          <ToggleButton value="phone">{t.phone}</ToggleButton>
        </ToggleButtonGroup>

        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1.5}
          sx={{ alignItems: 'flex-start' }}
        >
          <TextField
            // A fresh field per mode, so the browser's autofill and history match the input type.
            key={view.mode}
            inputRef={inputRef}
            fullWidth
            required
            label={isEmail ? t.emailLabel : t.phoneLabel}
            placeholder={isEmail ? t.emailPlaceholder : t.phonePlaceholder}
            type={isEmail ? 'email' : 'tel'}
            value={isEmail ? view.email : view.phone}
            onChange={(event) =>
              send({
                type: isEmail ? 'email.change' : 'phone.change',
                value: event.target.value,
              })
            }
            disabled={view.loading}
            error={view.error !== null}
            // A space keeps the line (and its live region) in place while there is no error.
            helperText={view.error ?? ' '}
            slotProps={{
              htmlInput: {
                autoComplete: isEmail ? 'email' : 'tel',
                inputMode: isEmail ? 'email' : 'tel',
                maxLength: isEmail ? 254 : 20,
                spellCheck: false,
              },
              formHelperText: { role: 'alert' },
            }}
          />
          <Button
            type="submit"
            variant="contained"
            color="secondary"
            size="large"
            disabled={view.loading}
            sx={{ flexShrink: 0, minHeight: 56, width: { xs: '100%', sm: 'auto' } }}
          >
            {view.submitLabel}
          </Button>
        </Stack>

        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'space-between' }}>
          <Link
            component="button"
            type="button"
            variant="body2"
            disabled={view.loading}
            onClick={() => send({ type: 'mode.toggle' })}
            sx={{ fontWeight: 600, '&:disabled': { color: 'text.disabled', cursor: 'default' } }}
          >
            {view.toggleLabel}
          </Link>
          <Typography variant="body2" color="text.secondary">
            {t.privacyNote}
          </Typography>
        </Box>
      </Stack>
    </Box>
  );
}

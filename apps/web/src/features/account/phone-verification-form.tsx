import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { apiErrorMessage, verifyContactErrorMessage } from '@matchbazaar/api-client';
import {
  contactVerificationMessages,
  formatPhoneInput,
  profileMessages,
  type User,
} from '@matchbazaar/contracts';
import { useState, type FormEvent } from 'react';
import { StatusAlert, type Status } from '../../components/status-alert';
import { useResendPhoneCode, useVerifyPhone } from './api/account-mutations';

const t = profileMessages;

/**
 * The SMS code for the user's unverified phone: POST auth/verify-contact with the code as
 * `token`. `autocomplete="one-time-code"` lets phones offer the code from the text.
 */
export function PhoneVerificationForm({
  user,
  onVerified,
}: {
  user: User & { phone: string };
  onVerified: () => void;
}) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState<Status | null>(null);
  const verify = useVerifyPhone();
  const resendCode = useResendPhoneCode();
  const busy = verify.isPending;
  const resending = resendCode.isPending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setStatus(null);
    const token = code.trim();
    if (!token) {
      setError(contactVerificationMessages.tokenMissing('phone'));
      return;
    }
    verify.mutate(
      { user, code: token },
      {
        onSuccess: () => onVerified(),
        onError: (failure) =>
          setStatus({ severity: 'error', text: verifyContactErrorMessage(failure, 'phone') }),
      },
    );
  };

  const resend = () => {
    if (resending) return;
    setStatus(null);
    resendCode.mutate(undefined, {
      onSuccess: () => {
        setCode('');
        setStatus({ severity: 'info', text: t.codeResent });
      },
      onError: (failure) => setStatus({ severity: 'error', text: apiErrorMessage(failure) }),
    });
  };

  return (
    <Box
      component="form"
      noValidate
      aria-labelledby="phone-verify-title"
      aria-busy={busy}
      onSubmit={submit}
      sx={{ mt: 3, p: { xs: 2, sm: 2.5 }, borderRadius: 2, bgcolor: 'action.hover' }}
    >
      <Typography
        id="phone-verify-title"
        component="h3"
        variant="subtitle1"
        sx={{ fontWeight: 700 }}
      >
        {t.verifyHeading}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t.verifyText(formatPhoneInput(user.phone))}
      </Typography>
      <StatusAlert status={status} sx={{ mb: 2 }} />
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { sm: 'flex-start' } }}
      >
        <TextField
          id="phone-code"
          name="code"
          label={t.codeLabel}
          value={code}
          onChange={(event) => {
            setCode(event.target.value.replace(/\D/g, '').slice(0, 6));
            setError(null);
          }}
          error={Boolean(error)}
          helperText={error}
          autoComplete="one-time-code"
          required
          sx={{ minWidth: { sm: 200 } }}
          slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]*', maxLength: 6 } }}
        />
        <Button type="submit" variant="contained" loading={busy} sx={{ py: 1.75 }}>
          {t.verifyPhone}
        </Button>
        <Button type="button" loading={resending} onClick={resend} sx={{ py: 1.75 }}>
          {t.resendCode}
        </Button>
      </Stack>
    </Box>
  );
}

import MarkEmailReadOutlinedIcon from '@mui/icons-material/MarkEmailReadOutlined';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import {
  type AccountIntent,
  authMessages,
  formatPhoneInput,
  registerRequestSchema,
} from '@matchbazaar/contracts';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { AuthCard } from './auth-card';
import { AuthForm } from './auth-form';
import { AuthLinkLine } from './auth-link';
import { createAccount } from './auth-api';
import { StatusAlert } from '../../components/status-alert';
import { confirmationError } from '../../components/forms/form-errors';
import { PasswordField } from '../../components/password-field';
import { useFormState } from '../../components/forms/use-form-state';

const t = authMessages;
const r = t.register;

interface RegistrationForm extends Record<string, string | boolean> {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  password: string;
  confirmPassword: string;
  intent: AccountIntent | '';
  acceptTerms: boolean;
}

const emptyForm: RegistrationForm = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  password: '',
  confirmPassword: '',
  intent: '',
  acceptTerms: false,
};

/**
 * Create Account (docs/product/accounts.md): names, email, an optional phone (formatted while
 * typing), password twice, buy or sell, and the terms with the 18+ statement. No session until the
 * email is verified, so success only says to open the mail.
 */
export function RegisterPage() {
  const form = useFormState(emptyForm);
  const [done, setDone] = useState<{ email: string; message: string } | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (form.busy) return;
    form.setStatus(null);
    const body = form.validate(registerRequestSchema, confirmationError);
    if (!body) return;
    form.setBusy(true);
    // What the schema made of the form (trimmed names, the phone as digits), checked again there.
    const result = await createAccount(body);
    form.setBusy(false);
    if (result.ok) {
      setDone({ email: body.email, message: result.message });
      return;
    }
    if (Object.keys(result.fieldErrors).length > 0) form.showErrors(result.fieldErrors);
    form.setStatus({ severity: 'error', text: result.message });
  };

  if (done) return <Registered email={done.email} message={done.message} />;

  return (
    <AuthCard title={r.title} subtitle={r.subtitle}>
      <StatusAlert status={form.status} />
      <AuthForm busy={form.busy} onSubmit={submit}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            {...form.field('firstName')}
            label={r.firstName}
            autoComplete="given-name"
            required
            fullWidth
            autoFocus
            slotProps={{ htmlInput: { maxLength: 100 } }}
          />
          <TextField
            {...form.field('lastName')}
            label={r.lastName}
            autoComplete="family-name"
            required
            fullWidth
            slotProps={{ htmlInput: { maxLength: 100 } }}
          />
        </Stack>
        <TextField
          {...form.field('email')}
          label={t.emailLabel}
          type="email"
          autoComplete="email"
          required
          fullWidth
          slotProps={{ htmlInput: { inputMode: 'email', maxLength: 254, spellCheck: false } }}
        />
        <TextField
          {...form.field('phone')}
          onChange={(event) => form.set('phone', formatPhoneInput(event.target.value))}
          label={r.phone}
          type="tel"
          autoComplete="tel"
          fullWidth
          helperText={form.errors.phone ?? r.phoneHint}
          slotProps={{ htmlInput: { inputMode: 'tel', maxLength: 20 } }}
        />
        <PasswordField
          {...form.field('password')}
          label={t.passwordLabel}
          autoComplete="new-password"
          required
          fullWidth
          helperText={form.errors.password ?? t.passwordHint}
        />
        <PasswordField
          {...form.field('confirmPassword')}
          label={t.confirmPasswordLabel}
          autoComplete="new-password"
          required
          fullWidth
        />
        <IntentChoice
          value={form.values.intent}
          error={form.errors.intent}
          onChange={(intent) => form.set('intent', intent)}
          buttonRef={(el) => form.registerInput('intent', el)}
        />
        <FormControl required error={form.errors.acceptTerms !== undefined}>
          <FormControlLabel
            sx={{ alignItems: 'flex-start' }}
            control={
              <Checkbox
                checked={form.values.acceptTerms}
                onChange={(event) => form.set('acceptTerms', event.target.checked)}
                slotProps={{
                  input: {
                    ref: (el: HTMLInputElement | null) => form.registerInput('acceptTerms', el),
                    'aria-describedby': form.errors.acceptTerms ? 'auth-terms-error' : undefined,
                  },
                }}
                sx={{ mt: -1 }}
              />
            }
            label={
              <Typography variant="body2">
                {r.termsBefore}
                <Link component={RouterLink} to="/terms" target="_blank" rel="noopener">
                  {r.termsLink}
                </Link>
                {r.termsMiddle}
                <Link component={RouterLink} to="/privacy" target="_blank" rel="noopener">
                  {r.privacyLink}
                </Link>
                {r.termsAfter}
              </Typography>
            }
          />
          {form.errors.acceptTerms && (
            <FormHelperText id="auth-terms-error">{form.errors.acceptTerms}</FormHelperText>
          )}
        </FormControl>
        <Button type="submit" variant="contained" size="large" fullWidth loading={form.busy}>
          {r.submit}
        </Button>
      </AuthForm>
      <AuthLinkLine prompt={r.haveAccount} to="/auth/login" label={r.signIn} />
    </AuthCard>
  );
}

/** Buy or sell, as two toggle buttons in a labelled group (a radio group to assistive tech). */
function IntentChoice({
  value,
  error,
  onChange,
  buttonRef,
}: {
  value: string;
  error: string | undefined;
  onChange: (intent: AccountIntent) => void;
  buttonRef: (el: HTMLButtonElement | null) => void;
}) {
  const options = [
    { value: 'buy', label: r.buy, hint: r.buyHint },
    { value: 'sell', label: r.sell, hint: r.sellHint },
  ] as const;
  return (
    <FormControl component="fieldset" required error={error !== undefined}>
      <FormLabel component="legend" sx={{ mb: 1 }}>
        {r.intentLabel}
      </FormLabel>
      <ToggleButtonGroup
        exclusive
        fullWidth
        color="primary"
        value={value || null}
        onChange={(_, next: AccountIntent | null) => {
          if (next) onChange(next);
        }}
        aria-describedby={error ? 'auth-intent-error' : undefined}
      >
        {options.map((option, index) => (
          <ToggleButton
            key={option.value}
            value={option.value}
            ref={index === 0 ? buttonRef : undefined}
            sx={{ flexDirection: 'column', textTransform: 'none', py: 1.5 }}
          >
            <Typography component="span" sx={{ fontWeight: 700 }}>
              {option.label}
            </Typography>
            <Typography component="span" variant="caption" color="text.secondary">
              {option.hint}
            </Typography>
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {error && <FormHelperText id="auth-intent-error">{error}</FormHelperText>}
    </FormControl>
  );
}

/** After registration: the server's message (same for new and known addresses) and what next. */
function Registered({ email, message }: { email: string; message: string }) {
  const heading = useRef<HTMLDivElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <AuthCard title={r.doneTitle}>
      <Stack
        ref={heading}
        tabIndex={-1}
        role="status"
        spacing={2}
        sx={{ alignItems: 'center', textAlign: 'center', outline: 'none' }}
      >
        <MarkEmailReadOutlinedIcon aria-hidden="true" color="primary" sx={{ fontSize: 56 }} />
        <Typography>{message}</Typography>
      </Stack>
      <Button component={RouterLink} to="/auth/login" variant="contained" size="large" fullWidth>
        {r.signIn}
      </Button>
      <AuthLinkLine
        prompt={r.noMail}
        to={`/auth/resend-verification?email=${encodeURIComponent(email)}`}
        label={r.resend}
      />
    </AuthCard>
  );
}

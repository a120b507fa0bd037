import SendRoundedIcon from '@mui/icons-material/SendRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  type ContactField,
  contactFields,
  contactMaxLengths,
  contactMessages,
} from '@matchbazaar/contracts';
import { contactView } from '@matchbazaar/machines';
import { useMachine } from '@xstate/react';
import { useEffect, useRef, type FormEvent } from 'react';
import { inspect } from '../../lib/inspector';
import { useInBrowser } from '../../lib/server-render/use-in-browser';
import { appContactMachine } from './contact-machine';

const t = contactMessages;

const fieldProps: Record<
  ContactField,
  { label: string; type: string; autoComplete: string; multiline?: boolean }
> = {
  name: { label: t.nameLabel, type: 'text', autoComplete: 'name' },
  email: { label: t.emailLabel, type: 'email', autoComplete: 'email' },
  subject: { label: t.subjectLabel, type: 'text', autoComplete: 'off' },
  message: { label: t.messageLabel, type: 'text', autoComplete: 'off', multiline: true },
};

/** docs/product/contact.md: the contact form, run by its machine; the send is real. */
export function ContactForm() {
  const [snapshot, send, actor] = useMachine(appContactMachine, { inspect });
  const view = contactView(snapshot);
  // The page comes rendered from the server: until it is hydrated, nothing would handle a typed
  // value or a press of Send (the click would be lost, or the browser would send the form itself
  // as a GET with the message in the address). So the fields and the button wait for it.
  const locked = !useInBrowser() || view.sending;
  const inputs = useRef<Partial<Record<ContactField, HTMLInputElement | null>>>({});
  const noticeRef = useRef<HTMLDivElement>(null);

  // The disabled button loses focus while sending: hand it to the outcome.
  useEffect(() => {
    if (view.successMessage || view.failureMessage) noticeRef.current?.focus();
  }, [view.successMessage, view.failureMessage]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    send({ type: 'form.submit' });
    // A refused submit puts focus on the first field in error, as screen reader users expect.
    const { errors } = actor.getSnapshot().context;
    const first = contactFields.find((f) => errors[f]);
    if (first) inputs.current[first]?.focus();
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      aria-busy={view.sending}
      aria-label={t.formTitle}
    >
      <Stack spacing={2.5}>
        {contactFields.map((field) => {
          const props = fieldProps[field];
          const error = view.errors[field];
          return (
            <TextField
              key={field}
              name={field}
              label={props.label}
              type={props.type}
              required
              fullWidth
              multiline={props.multiline}
              minRows={props.multiline ? 6 : undefined}
              value={view.values[field]}
              disabled={locked}
              error={Boolean(error)}
              // A space keeps the line in place while there is no error.
              helperText={error ?? ' '}
              inputRef={(el: HTMLInputElement | null) => {
                inputs.current[field] = el;
              }}
              onChange={(event) => send({ type: 'field.change', field, value: event.target.value })}
              slotProps={{
                htmlInput: {
                  autoComplete: props.autoComplete,
                  maxLength: contactMaxLengths[field],
                  ...(field === 'email' && { inputMode: 'email', spellCheck: false }),
                },
                formHelperText: { role: error ? 'alert' : undefined },
              }}
            />
          );
        })}

        {view.successMessage && (
          <Alert ref={noticeRef} tabIndex={-1} severity="success" role="status">
            {view.successMessage}
          </Alert>
        )}
        {view.failureMessage && (
          <Alert ref={noticeRef} tabIndex={-1} severity="error" role="alert">
            {view.failureMessage}
          </Alert>
        )}

        <Box>
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={locked}
            endIcon={<SendRoundedIcon aria-hidden="true" />}
            sx={{ minHeight: 48, width: { xs: '100%', sm: 'auto' } }}
          >
            {view.submitLabel}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}

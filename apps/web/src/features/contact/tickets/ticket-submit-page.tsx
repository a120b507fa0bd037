import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { isApiRequestError } from '@matchbazaar/api-client';
import {
  contactMaxLengths,
  createTicketRequestSchema,
  type SupportTicket,
  supportTicketsMessages,
  ticketCategories,
  ticketMessageFields,
} from '@matchbazaar/contracts';
import { useRef, useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useFormState } from '../../../components/forms/use-form-state';
import { ticketPaths } from '../ticket-paths';
import { useSession } from '../../../lib/session/use-session';
import { useCreateTicket } from '../api/tickets';
import { TicketsFrame } from './tickets-frame';

const t = supportTicketsMessages;
type Field = 'subject' | 'category' | 'message';
type Values = Record<Field, string>;
const empty: Values = { subject: '', category: '', message: '' };

/** The first message per field of a 400's `errors`. */
function byField(errors: readonly { path: string; msg: string }[]): Partial<Values> {
  const out: Partial<Values> = {};
  for (const { path, msg } of errors) {
    if (ticketMessageFields.includes(path)) out[path as Field] ??= msg;
  }
  return out;
}

/** /support/tickets/submit: open a ticket (subject, category, message). */
export function TicketSubmitPage() {
  return (
    <TicketsFrame title={t.submitTitle} intro={t.submitIntro}>
      <TicketForm />
    </TicketsFrame>
  );
}

function TicketForm() {
  const form = useFormState(empty, { idPrefix: 'ticket' });
  const userId = useSession().user?.id ?? '';
  const create = useCreateTicket(userId);
  const sending = create.isPending;
  const [outcome, setOutcome] = useState<
    | { kind: 'created'; ticket: SupportTicket; text: string }
    | { kind: 'failed'; text: string }
    | null
  >(null);
  const noticeRef = useRef<HTMLDivElement>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    setOutcome(null);
    const data = form.validate(createTicketRequestSchema);
    if (!data) return;
    create.mutate(data, {
      onSuccess: ({ ticket, message }) => {
        form.reset();
        setOutcome({ kind: 'created', ticket, text: message || t.created(ticket.id) });
      },
      onError: (error) => {
        const explained =
          isApiRequestError(error) && (error.status === 400 || error.status === 429);
        if (explained && error.errors.length) form.showErrors(byField(error.errors));
        setOutcome({
          kind: 'failed',
          text: (explained && error.serverMessage) || t.failed,
        });
      },
      onSettled: () => requestAnimationFrame(() => noticeRef.current?.focus()),
    });
  };

  const field = (name: Field) => {
    const shared = form.field(name);
    return {
      ...shared,
      required: true,
      fullWidth: true,
      disabled: sending,
      // A blank line under every field, so an error does not move the form.
      helperText: shared.helperText ?? ' ',
    };
  };

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 }, borderRadius: 3 }}>
      <Box component="form" noValidate onSubmit={submit} aria-busy={sending}>
        <Stack spacing={2.5}>
          <TextField
            {...field('subject')}
            label={t.subjectLabel}
            slotProps={{ htmlInput: { maxLength: contactMaxLengths.subject } }}
          />
          <TextField {...field('category')} select label={t.categoryLabel}>
            {ticketCategories.map((c) => (
              <MenuItem key={c} value={c}>
                {t.categories[c]}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            {...field('message')}
            label={t.messageLabel}
            multiline
            minRows={6}
            slotProps={{ htmlInput: { maxLength: contactMaxLengths.message } }}
          />
          {outcome?.kind === 'created' && (
            <Alert ref={noticeRef} tabIndex={-1} severity="success" role="status">
              {outcome.text}{' '}
              <Link component={RouterLink} to={ticketPaths.one(outcome.ticket.id)}>
                {t.viewStatus}
              </Link>
            </Alert>
          )}
          {outcome?.kind === 'failed' && (
            <Alert ref={noticeRef} tabIndex={-1} severity="error" role="alert">
              {outcome.text}
            </Alert>
          )}
          <Box>
            <Button
              type="submit"
              variant="contained"
              size="large"
              disabled={sending}
              sx={{ minHeight: 48, width: { xs: '100%', sm: 'auto' } }}
            >
              {sending ? t.submitting : t.submit}
            </Button>
          </Box>
        </Stack>
      </Box>
    </Paper>
  );
}

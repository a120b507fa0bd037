import { apiErrorMessage, fieldErrorsOf } from '@matchbazaar/api-client';
import {
  orderLimits,
  ordersMessages,
  resolveDisputeRequestSchema,
  type Order,
} from '@matchbazaar/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState, type FormEvent } from 'react';
import { moneyText, parseAmountInput } from './order-text';
import { resolveDispute } from './api/orders-api';

const m = ordersMessages;
const t = ordersMessages.page;

type Outcome = 'release' | 'refund' | 'split';

/**
 * An admin's decision on a dispute: release, refund or split, with a note both sides read. Opened
 * from the disputes queue and from the order's own page, so it lives with the orders' shared parts.
 */
export function ResolveDialog({
  order,
  onClose,
  onResolved,
}: {
  order: Order;
  onClose: () => void;
  onResolved: (order: Order, text: string) => void;
}) {
  const titleId = useId();
  const [outcome, setOutcome] = useState<Outcome>('release');
  const [refund, setRefund] = useState('');
  const [note, setNote] = useState('');
  const [fields, setFields] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const total = moneyText(order.totalMinor, order.currency);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    let refundMinor: number | undefined;
    if (outcome === 'split') {
      const parsed = parseAmountInput(refund, order.currency, order.totalMinor - 1);
      if ('error' in parsed) {
        setFields({ refundMinor: parsed.error });
        return;
      }
      refundMinor = parsed.amountMinor;
    }
    const checked = resolveDisputeRequestSchema.safeParse({
      outcome,
      note,
      ...(refundMinor !== undefined && { refundMinor }),
    });
    if (!checked.success) {
      setFields(Object.fromEntries(checked.error.issues.map((i) => [i.path.join('.'), i.message])));
      return;
    }
    setBusy(true);
    setError(null);
    setFields({});
    try {
      const next = await resolveDispute(order.id, checked.data);
      onResolved(next, m.done[`resolve.${outcome}`]);
    } catch (failure) {
      setFields(fieldErrorsOf(failure));
      setError(apiErrorMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
    >
      <Box component="form" noValidate onSubmit={(event: FormEvent) => void submit(event)}>
        <DialogTitle id={titleId} sx={{ fontWeight: 800 }}>
          {t.resolveTitle(order.number)}
        </DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: '4px !important' }}>
          <Typography color="text.secondary">{t.resolveIntro}</Typography>
          <Box>
            <FormLabel id={`${titleId}-outcome`} sx={{ fontWeight: 700, color: 'text.primary' }}>
              {t.outcomeLabel}
            </FormLabel>
            <RadioGroup
              aria-labelledby={`${titleId}-outcome`}
              value={outcome}
              onChange={(event) => setOutcome(event.target.value as Outcome)}
            >
              {(['release', 'refund', 'split'] as const).map((value) => (
                <FormControlLabel
                  key={value}
                  value={value}
                  control={<Radio />}
                  label={t.outcomes[value]}
                />
              ))}
            </RadioGroup>
          </Box>
          {outcome === 'split' && (
            <TextField
              id="resolve-refund"
              label={t.refundLabel(order.currency)}
              inputMode="decimal"
              value={refund}
              onChange={(event) => setRefund(event.target.value)}
              error={fields.refundMinor !== undefined}
              helperText={fields.refundMinor ?? t.refundHelp(total)}
            />
          )}
          <TextField
            id="resolve-note"
            label={t.resolutionNoteLabel}
            required
            multiline
            minRows={3}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            error={fields.note !== undefined}
            helperText={fields.note}
            slotProps={{ htmlInput: { maxLength: orderLimits.note } }}
          />
          {error && (
            <Alert severity="error" role="alert">
              {error}
            </Alert>
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5 }}>
          <Button onClick={onClose} disabled={busy} color="inherit">
            {t.close}
          </Button>
          <Button type="submit" variant="contained" loading={busy}>
            {t.resolve}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}

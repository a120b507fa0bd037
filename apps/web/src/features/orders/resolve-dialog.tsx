import { apiErrorMessage, fieldErrorsOf } from '@matchbazaar/api-client';
import {
  orderLimits,
  ordersMessages,
  resolveDisputeRequestSchema,
  type Order,
} from '@matchbazaar/contracts';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';
import { FormDialog } from '../../components/forms/form-dialog';
import { moneyText, parseAmountInput } from './order-text';
import { useResolveDispute } from './api/order-mutations';

const m = ordersMessages;
const t = ordersMessages.page;

type Outcome = 'release' | 'refund' | 'split';

/**
 * An admin's decision on a dispute: release, refund or split, with a note both sides read. Opened
 * from the disputes queue and from the order's own page, so it lives with the orders' shared parts.
 */
export function ResolveDialog({
  order,
  userId,
  onClose,
  onResolved,
}: {
  order: Order;
  userId: string;
  onClose: () => void;
  onResolved: (order: Order, text: string) => void;
}) {
  const outcomeId = useId();
  const [outcome, setOutcome] = useState<Outcome>('release');
  const [refund, setRefund] = useState('');
  const [note, setNote] = useState('');
  const [issues, setIssues] = useState<Record<string, string> | null>(null);
  const resolve = useResolveDispute(userId);
  const failure = resolve.error;
  const fields = issues ?? (failure ? fieldErrorsOf(failure) : {});
  const total = moneyText(order.totalMinor, order.currency);

  const submit = () => {
    let refundMinor: number | undefined;
    if (outcome === 'split') {
      const parsed = parseAmountInput(refund, order.currency, order.totalMinor - 1);
      if ('error' in parsed) {
        setIssues({ refundMinor: parsed.error });
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
      setIssues(Object.fromEntries(checked.error.issues.map((i) => [i.path.join('.'), i.message])));
      return;
    }
    setIssues(null);
    resolve.mutate(
      { id: order.id, body: checked.data },
      { onSuccess: (next) => onResolved(next, m.done[`resolve.${outcome}`]) },
    );
  };

  return (
    <FormDialog
      title={t.resolveTitle(order.number)}
      intro={t.resolveIntro}
      submitLabel={t.resolve}
      cancelLabel={t.close}
      pending={resolve.isPending}
      error={failure ? apiErrorMessage(failure) : null}
      onClose={onClose}
      onSubmit={submit}
    >
      <Box>
        <FormLabel id={outcomeId} sx={{ fontWeight: 700, color: 'text.primary' }}>
          {t.outcomeLabel}
        </FormLabel>
        <RadioGroup
          aria-labelledby={outcomeId}
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
    </FormDialog>
  );
}

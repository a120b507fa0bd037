import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { apiErrorMessage, fieldErrorsOf } from '@matchbazaar/api-client';
import {
  counterOfferRequestSchema,
  parseMajorAmount,
  proposalDeclineRequestSchema,
  proposalLimits,
  proposalTotal,
  proposalsMessages,
  type Proposal,
} from '@matchbazaar/contracts';
import { useState } from 'react';
import { FormDialog } from '../../../components/forms/form-dialog';
import { useProposalStep } from '../api/proposal-mutations';
import type { ProposalStepCall } from '../api/proposals-api';
import { majorText } from './proposal-form-values';
import { moneyOf } from './proposal-text';

const t = proposalsMessages;

/**
 * Sends a checked step on proposal `id`; a refusal shows its text (and field errors) in the
 * dialog.
 */
function useStepForm(requirementId: string, id: string, onDone: () => void) {
  const step = useProposalStep(requirementId);
  const [fields, setFields] = useState<Record<string, string>>({});
  const go = (call: ProposalStepCall) =>
    step.mutate(
      { id, call },
      { onSuccess: onDone, onError: (failure) => setFields(fieldErrorsOf(failure)) },
    );
  // The missing delivery address is no field of the dialog: its words stand for the refusal.
  const error = step.isError
    ? (fieldErrorsOf(step.error).addressId ?? apiErrorMessage(step.error))
    : null;
  return { busy: step.isPending, error, fields, setFields, go };
}

const issuesOf = (issues: readonly { path: PropertyKey[]; message: string }[]) =>
  Object.fromEntries(issues.map((issue) => [issue.path.join('.'), issue.message]));

/** The buyer's counter-offer: unit price, quantity, delivery days, an optional message. */
export function CounterDialog({
  proposal,
  requirementId,
  onClose,
}: {
  proposal: Proposal;
  requirementId: string;
  onClose: () => void;
}) {
  const [price, setPrice] = useState(majorText(proposal.unitPriceMinor));
  const [quantity, setQuantity] = useState(String(proposal.quantity));
  const [days, setDays] = useState(String(proposal.deliveryDays));
  const [message, setMessage] = useState('');
  const step = useStepForm(requirementId, proposal.id, onClose);
  const unit = parseMajorAmount(price);
  const total =
    unit !== undefined && /^\d+$/.test(quantity)
      ? proposalTotal(unit, Number(quantity))
      : undefined;
  const submit = () => {
    const body = {
      unitPriceMinor: unit ?? Number.NaN,
      quantity: /^\s*\d+\s*$/.test(quantity) ? Number(quantity) : Number.NaN,
      deliveryDays: /^\s*\d+\s*$/.test(days) ? Number(days) : Number.NaN,
      ...(message.trim() && { message }),
    };
    const checked = counterOfferRequestSchema.safeParse(body);
    if (!checked.success) {
      step.setFields(issuesOf(checked.error.issues));
      return;
    }
    step.go({ step: 'counter', body: checked.data });
  };
  const f = step.fields;
  return (
    <FormDialog
      title={t.counterTitle}
      intro={t.counterIntro}
      submitLabel={t.sendCounter}
      cancelLabel={t.cancel}
      maxWidth="xs"
      pending={step.busy}
      error={step.error}
      onClose={onClose}
      onSubmit={submit}
    >
      <TextField
        id="counter-price"
        label={`${t.unitPriceLabel} (${proposal.currency})`}
        inputMode="decimal"
        value={price}
        onChange={(e) => setPrice(e.target.value)}
        error={f.unitPriceMinor !== undefined}
        helperText={f.unitPriceMinor}
        autoFocus
      />
      <Stack direction="row" spacing={2}>
        <TextField
          id="counter-quantity"
          label={t.quantityLabel}
          inputMode="numeric"
          value={quantity}
          onChange={(e) => setQuantity(e.target.value)}
          error={f.quantity !== undefined}
          helperText={f.quantity}
          fullWidth
        />
        <TextField
          id="counter-days"
          label={t.deliveryDaysLabel}
          inputMode="numeric"
          value={days}
          onChange={(e) => setDays(e.target.value)}
          error={f.deliveryDays !== undefined}
          helperText={f.deliveryDays}
          fullWidth
        />
      </Stack>
      <Typography aria-live="polite">
        {t.totalLabel}:{' '}
        <strong>{total === undefined ? '—' : moneyOf(total, proposal.currency)}</strong>
      </Typography>
      <TextField
        id="counter-message"
        label={t.counterMessageLabel}
        multiline
        minRows={2}
        value={message}
        onChange={(e) => setMessage(e.target.value)}
        error={f.message !== undefined}
        helperText={f.message}
        slotProps={{ htmlInput: { maxLength: proposalLimits.counterMessage } }}
      />
    </FormDialog>
  );
}

/** The buyer declines: a reason, typed or picked from a few common ones. */
export function DeclineDialog({
  proposalId,
  requirementId,
  onClose,
}: {
  proposalId: string;
  requirementId: string;
  onClose: () => void;
}) {
  const [reason, setReason] = useState('');
  const step = useStepForm(requirementId, proposalId, onClose);
  const submit = () => {
    const checked = proposalDeclineRequestSchema.safeParse({ reason });
    if (!checked.success) {
      step.setFields(issuesOf(checked.error.issues));
      return;
    }
    step.go({ step: 'decline', body: checked.data });
  };
  return (
    <FormDialog
      title={t.declineTitle}
      intro={t.sellerSeesReason}
      submitLabel={t.decline}
      cancelLabel={t.cancel}
      maxWidth="xs"
      pending={step.busy}
      error={step.error}
      onClose={onClose}
      onSubmit={submit}
    >
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        {t.reasonTemplates.map((template) => (
          <Chip
            key={template}
            label={template}
            onClick={() => setReason(template)}
            variant="outlined"
          />
        ))}
      </Stack>
      <TextField
        id="decline-reason"
        label={t.reasonLabel}
        multiline
        minRows={2}
        required
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        error={step.fields.reason !== undefined}
        helperText={step.fields.reason}
        slotProps={{ htmlInput: { maxLength: proposalLimits.reason } }}
      />
    </FormDialog>
  );
}

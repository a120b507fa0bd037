import { apiErrorMessage, fieldErrorsOf } from '@matchbazaar/api-client';
import {
  ordersMessages,
  type Balance,
  type PayoutMethod,
  type PayoutStatus,
} from '@matchbazaar/contracts';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { FormDialog } from '../../components/forms/form-dialog';
import { useRequestPayout } from './api/order-mutations';
import { majorInputText, moneyText, parseAmountInput } from './order-text';

const t = ordersMessages.page;

/** "Request payout": how much (all that is available at first) and to which verified method. */
export function PayoutDialog({
  balance,
  methods,
  userId,
  onClose,
  onPaid,
}: {
  balance: Balance;
  /** The verified methods; the default one first chosen. */
  methods: PayoutMethod[];
  userId: string;
  onClose: () => void;
  onPaid: (status: PayoutStatus) => void;
}) {
  const [amount, setAmount] = useState(majorInputText(balance.availableMinor));
  const [methodId, setMethodId] = useState(
    (methods.find((method) => method.isDefault) ?? methods[0])?.id ?? '',
  );
  const chosen = methods.find((method) => method.id === methodId);
  // The amount's own error (the check's or the server's), until the amount is edited.
  const [fieldError, setFieldError] = useState<string | null>(null);
  const payout = useRequestPayout(userId);
  const failure = payout.error;
  const parsed = parseAmountInput(amount, balance.currency, balance.availableMinor);

  const submit = () => {
    if ('error' in parsed) {
      setFieldError(parsed.error);
      return;
    }
    setFieldError(null);
    payout.mutate(
      {
        currency: balance.currency,
        amountMinor: parsed.amountMinor,
        // One key per click: a retried request pays out once.
        idempotencyKey: crypto.randomUUID(),
        ...(methodId && { methodId }),
      },
      {
        onSuccess: (answer) => onPaid(answer.payout.status),
        onError: (failed) => setFieldError(fieldErrorsOf(failed).amountMinor ?? null),
      },
    );
  };

  return (
    <FormDialog
      title={t.payoutTitle(balance.currency)}
      intro={t.payoutIntro(
        moneyText(balance.availableMinor, balance.currency),
        chosen?.label ?? null,
      )}
      submitLabel={
        'amountMinor' in parsed
          ? t.payOut(moneyText(parsed.amountMinor, balance.currency))
          : t.requestPayout
      }
      cancelLabel={t.close}
      maxWidth="xs"
      pending={payout.isPending}
      error={failure && !fieldErrorsOf(failure).amountMinor ? apiErrorMessage(failure) : null}
      onClose={onClose}
      onSubmit={submit}
    >
      {methods.length > 1 && (
        <TextField
          select
          id="payout-method"
          label={t.payoutTo}
          value={methodId}
          onChange={(event) => setMethodId(event.target.value)}
          sx={{ mb: 2 }}
          fullWidth
        >
          {methods.map((method) => (
            <MenuItem key={method.id} value={method.id}>
              {method.label}
            </MenuItem>
          ))}
        </TextField>
      )}
      <TextField
        id="payout-amount"
        label={t.amountLabel(balance.currency)}
        inputMode="decimal"
        autoFocus
        value={amount}
        onChange={(event) => {
          setAmount(event.target.value);
          setFieldError(null);
        }}
        error={fieldError !== null}
        helperText={fieldError}
      />
    </FormDialog>
  );
}

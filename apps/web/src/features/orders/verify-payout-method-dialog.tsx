import { apiErrorMessage, fieldErrorsOf } from '@matchbazaar/api-client';
import { ordersMessages, type PayoutMethod } from '@matchbazaar/contracts';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { FormDialog } from '../../components/forms/form-dialog';
import { usePayoutMethodStep } from './api/payout-methods-api';

const t = ordersMessages.page;

/** Confirms a bank account by the two small deposits sent to it (1 to 99 each). */
export function VerifyPayoutMethodDialog({
  userId,
  method,
  onClose,
}: {
  userId: string;
  method: PayoutMethod;
  onClose: () => void;
}) {
  const [amounts, setAmounts] = useState(['', '']);
  const [invalid, setInvalid] = useState(false);
  const confirm = usePayoutMethodStep(userId);
  const serverError = confirm.error
    ? (fieldErrorsOf(confirm.error).amountsMinor ?? apiErrorMessage(confirm.error))
    : null;
  const submit = () => {
    const parsed = amounts.map((value) => Number(value.trim()));
    if (parsed.some((n, i) => !/^\d{1,2}$/.test(amounts[i]!.trim()) || n < 1 || n > 99)) {
      setInvalid(true);
      return;
    }
    confirm.mutate(
      { step: 'confirm', id: method.id, amountsMinor: [parsed[0]!, parsed[1]!] },
      { onSuccess: onClose },
    );
  };
  return (
    <FormDialog
      title={t.verifyTitle(method.label)}
      intro={t.verifyIntro}
      submitLabel={t.verifySubmit}
      cancelLabel={t.close}
      maxWidth="xs"
      pending={confirm.isPending}
      error={invalid ? t.depositInvalid : serverError}
      onClose={onClose}
      onSubmit={submit}
    >
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: '1fr 1fr', pt: 1 }}>
        {[0, 1].map((i) => (
          <TextField
            key={i}
            id={`payout-deposit-${i + 1}`}
            label={t.depositLabel(i + 1)}
            inputMode="numeric"
            autoFocus={i === 0}
            value={amounts[i]}
            onChange={(event) => {
              setAmounts((now) => now.map((v, j) => (j === i ? event.target.value : v)));
              setInvalid(false);
            }}
          />
        ))}
      </Box>
    </FormDialog>
  );
}

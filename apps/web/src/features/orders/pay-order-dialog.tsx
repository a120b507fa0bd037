import { ordersMessages, payOrderRequestSchema } from '@matchbazaar/contracts';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { cardNumberInput, expiryInput, moneyText } from './order-text';
import { StepDialog, type StepDialogProps } from './step-dialog';

const t = ordersMessages.page;

/** Test cards are for the development payment provider: shown in development and test builds. */
const showTestCards =
  import.meta.env.MODE !== 'production' || import.meta.env.VITE_E2E_HOOKS === 'true';

/** Pay with a card into escrow. The development provider's test cards are named in dev builds. */
export function PayOrderDialog(props: StepDialogProps) {
  const { order, form } = props;
  const [card, setCard] = useState('');
  const [expiry, setExpiry] = useState('');
  const [cvc, setCvc] = useState('');
  const total = moneyText(order.totalMinor, order.currency);
  const f = form.fields;
  return (
    <StepDialog
      {...props}
      step="pay"
      title={t.payTitle(total)}
      intro={t.payIntro}
      submitLabel={t.payButton(total)}
      onSubmit={() =>
        form.submit((b) => payOrderRequestSchema.safeParse(b), { cardNumber: card, expiry, cvc })
      }
    >
      {showTestCards && (
        <Alert severity="info" variant="outlined" role="note" sx={{ py: 0 }}>
          {t.testCards}
        </Alert>
      )}
      <TextField
        id="pay-card"
        label={t.cardNumber}
        autoComplete="cc-number"
        inputMode="numeric"
        autoFocus
        value={card}
        onChange={(event) => setCard(cardNumberInput(event.target.value))}
        error={f.cardNumber !== undefined}
        helperText={f.cardNumber}
        slotProps={{ htmlInput: { maxLength: 23 } }}
      />
      <Stack direction="row" spacing={2}>
        <TextField
          id="pay-expiry"
          label={t.expiry}
          autoComplete="cc-exp"
          inputMode="numeric"
          placeholder="MM/YY"
          value={expiry}
          onChange={(event) => setExpiry(expiryInput(event.target.value, expiry))}
          error={f.expiry !== undefined}
          helperText={f.expiry}
          slotProps={{ htmlInput: { maxLength: 5 } }}
          fullWidth
        />
        <TextField
          id="pay-cvc"
          label={t.cvc}
          autoComplete="cc-csc"
          inputMode="numeric"
          value={cvc}
          onChange={(event) => setCvc(event.target.value.replace(/\D/g, '').slice(0, 4))}
          error={f.cvc !== undefined}
          helperText={f.cvc}
          fullWidth
        />
      </Stack>
    </StepDialog>
  );
}

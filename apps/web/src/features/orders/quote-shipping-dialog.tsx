import {
  ordersMessages,
  parseMajorAmount,
  quoteShippingRequestSchema,
} from '@matchbazaar/contracts';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { moneyText } from './order-text';
import { NoteField, StepDialog, type StepDialogProps } from './step-dialog';

const t = ordersMessages.page;

/**
 * The seller quotes the shipping of an order shipped by quotation, in the order's currency; the
 * dialog shows the total the buyer will be asked to accept as it is typed.
 */
export function QuoteShippingDialog(props: StepDialogProps) {
  const { order, form } = props;
  const [amount, setAmount] = useState('');
  // The amount last sent: its error stands only until the seller edits it.
  const [sent, setSent] = useState<string | null>(null);
  const [note, setNote] = useState('');
  const typed = parseMajorAmount(amount);
  const money = (minor: number) => moneyText(minor, order.currency);
  const items = order.totalMinor - (order.shipping?.amountMinor ?? 0);
  const f: Record<string, string | undefined> =
    sent === amount ? form.fields : { note: form.fields.note };
  return (
    <StepDialog
      {...props}
      step="quote"
      title={t.quoteTitle}
      intro={t.quoteIntro}
      onSubmit={() => {
        setSent(amount);
        form.submit((b) => quoteShippingRequestSchema.safeParse(b), {
          // Not a figure: the contract's own words say what to type.
          amountMinor: typed ?? Number.NaN,
          currency: order.currency,
          ...(note.trim() && { note }),
        });
      }}
    >
      <TextField
        id="quote-amount"
        label={t.quoteAmountLabel(order.currency)}
        inputMode="decimal"
        autoFocus
        value={amount}
        onChange={(event) => setAmount(event.target.value)}
        error={f.amountMinor !== undefined || f.currency !== undefined}
        helperText={f.amountMinor ?? f.currency ?? t.quoteAmountHelp}
        slotProps={{ htmlInput: { maxLength: 16 } }}
      />
      <Typography data-testid="quote-total" aria-live="polite" sx={{ fontWeight: 600 }}>
        {t.quoteTotal(money(items), money(items + (typed ?? 0)))}
      </Typography>
      <NoteField id="quote-note" value={note} onChange={setNote} error={f.note} />
    </StepDialog>
  );
}

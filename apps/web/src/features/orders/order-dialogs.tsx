import {
  disputeReasons,
  openDisputeRequestSchema,
  orderLimits,
  orderNoteRequestSchema,
  orderReasonRequestSchema,
  ordersMessages,
  parseMajorAmount,
  payOrderRequestSchema,
  quoteShippingRequestSchema,
  shipOrderRequestSchema,
  type DisputeReason,
  type Order,
} from '@matchbazaar/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useCallback, useState } from 'react';
import { PhotoUploader } from '../../components/catalogue/photo-uploader';
import type { PhotoValue } from '../../components/catalogue/photo-value';
import { FormDialog } from '../../components/forms/form-dialog';
import { actionText, cardNumberInput, expiryInput, moneyText } from './order-text';
import type { OrderStep } from './api/orders-api';
import { useStepForm, type StepForm, type StepOutcome } from './use-step-form';

const m = ordersMessages;
const t = ordersMessages.page;

/** Test cards are for the development payment provider: shown in development and test builds. */
const showTestCards =
  import.meta.env.MODE !== 'production' || import.meta.env.VITE_E2E_HOOKS === 'true';

interface DialogProps {
  order: Order;
  onClose: () => void;
  form: StepForm;
}

/** Accept, accept a quoted total, mark delivered, confirm receipt: a step with an optional note. */
export function NoteDialog({
  order,
  step,
  onClose,
  form,
}: DialogProps & { step: 'accept' | 'quote.accept' | 'deliver' | 'confirm' }) {
  const [note, setNote] = useState('');
  const money = (minor: number) => moneyText(minor, order.currency);
  const copy = {
    accept: { title: t.acceptTitle, intro: t.acceptIntro },
    'quote.accept': {
      title: t.quoteAcceptTitle(money(order.totalMinor)),
      intro: t.quoteAcceptIntro(money(order.shipping?.amountMinor ?? 0)),
    },
    deliver: {
      title: order.kind === 'service' ? t.doneTitle : t.deliverTitle,
      intro: t.deliverIntro,
    },
    confirm: { title: t.confirmTitle, intro: t.confirmIntro },
  }[step];
  return (
    <FormDialog
      title={copy.title}
      intro={copy.intro}
      submitLabel={actionText(step, order.kind)}
      cancelLabel={t.close}
      pending={form.busy}
      error={form.error}
      onClose={onClose}
      onSubmit={() =>
        form.submit((b) => orderNoteRequestSchema.safeParse(b), note.trim() ? { note } : {})
      }
    >
      <TextField
        id="order-note"
        label={t.optionalNote}
        multiline
        minRows={2}
        value={note}
        onChange={(event) => setNote(event.target.value)}
        error={form.fields.note !== undefined}
        helperText={form.fields.note}
        slotProps={{ htmlInput: { maxLength: orderLimits.note } }}
      />
    </FormDialog>
  );
}

/** Decline, or cancel from either side: a reason the other side reads. */
export function ReasonDialog({
  order,
  step,
  onClose,
  form,
}: DialogProps & { step: 'decline' | 'quote.decline' | 'buyer.cancel' | 'seller.cancel' }) {
  const [reason, setReason] = useState('');
  const decline = step === 'decline';
  const copy =
    step === 'quote.decline'
      ? { title: t.quoteDeclineTitle, intro: t.quoteDeclineIntro }
      : decline
        ? { title: t.declineTitle, intro: t.declineIntro }
        : { title: t.cancelTitle, intro: t.cancelIntro };
  return (
    <FormDialog
      title={copy.title}
      intro={copy.intro}
      submitLabel={actionText(step, order.kind)}
      cancelLabel={decline ? t.close : t.keepOrder}
      danger
      pending={form.busy}
      error={form.error}
      onClose={onClose}
      onSubmit={() => form.submit((b) => orderReasonRequestSchema.safeParse(b), { reason })}
    >
      <TextField
        id="order-reason"
        label={t.reasonLabel}
        required
        multiline
        minRows={2}
        autoFocus
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        error={form.fields.reason !== undefined}
        helperText={form.fields.reason}
        slotProps={{ htmlInput: { maxLength: orderLimits.reason } }}
      />
    </FormDialog>
  );
}

/** Pay with a card into escrow. The development provider's test cards are named in dev builds. */
export function PayDialog({ order, onClose, form }: DialogProps) {
  const [card, setCard] = useState('');
  const [expiry, setExpiry] = useState('');
  const [cvc, setCvc] = useState('');
  const total = moneyText(order.totalMinor, order.currency);
  const f = form.fields;
  return (
    <FormDialog
      title={t.payTitle(total)}
      intro={t.payIntro}
      submitLabel={t.payButton(total)}
      cancelLabel={t.close}
      pending={form.busy}
      error={form.error}
      onClose={onClose}
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
    </FormDialog>
  );
}

/**
 * The seller quotes the shipping of an order shipped by quotation, in the order's currency; the
 * dialog shows the total the buyer will be asked to accept as it is typed.
 */
export function QuoteDialog({ order, onClose, form }: DialogProps) {
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
    <FormDialog
      title={t.quoteTitle}
      intro={t.quoteIntro}
      submitLabel={actionText('quote', order.kind)}
      cancelLabel={t.close}
      pending={form.busy}
      error={form.error}
      onClose={onClose}
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
      <TextField
        id="quote-note"
        label={t.optionalNote}
        multiline
        minRows={2}
        value={note}
        onChange={(event) => setNote(event.target.value)}
        error={f.note !== undefined}
        helperText={f.note}
        slotProps={{ htmlInput: { maxLength: orderLimits.note } }}
      />
    </FormDialog>
  );
}

/** Ship (goods, with a tracking reference) or start the work (a service). */
export function ShipDialog({ order, onClose, form }: DialogProps) {
  const [note, setNote] = useState('');
  const [tracking, setTracking] = useState('');
  const goods = order.kind === 'goods';
  return (
    <FormDialog
      title={goods ? t.shipTitle : t.startTitle}
      intro={goods ? t.shipIntro : t.startIntro}
      submitLabel={actionText('ship', order.kind)}
      cancelLabel={t.close}
      pending={form.busy}
      error={form.error}
      onClose={onClose}
      onSubmit={() =>
        form.submit((b) => shipOrderRequestSchema.safeParse(b), {
          ...(note.trim() && { note }),
          ...(goods && tracking.trim() && { tracking }),
        })
      }
    >
      {goods && (
        <TextField
          id="ship-tracking"
          label={t.trackingLabel}
          value={tracking}
          autoFocus
          onChange={(event) => setTracking(event.target.value)}
          error={form.fields.tracking !== undefined}
          helperText={form.fields.tracking}
          slotProps={{ htmlInput: { maxLength: orderLimits.tracking } }}
        />
      )}
      <TextField
        id="ship-note"
        label={t.optionalNote}
        multiline
        minRows={2}
        value={note}
        onChange={(event) => setNote(event.target.value)}
        error={form.fields.note !== undefined}
        helperText={form.fields.note}
        slotProps={{ htmlInput: { maxLength: orderLimits.note } }}
      />
    </FormDialog>
  );
}

/** The buyer opens a dispute: what went wrong, in words, with photos. */
export function DisputeDialog({ order, onClose, form }: DialogProps) {
  const [reason, setReason] = useState<DisputeReason | ''>('');
  const [details, setDetails] = useState('');
  const [photos, setPhotos] = useState<PhotoValue[]>([]);
  const [uploading, setUploading] = useState(false);
  const [waitError, setWaitError] = useState<string | null>(null);
  const onBusy = useCallback((busy: boolean) => setUploading(busy), []);
  const f = form.fields;
  return (
    <FormDialog
      title={t.disputeTitle}
      intro={t.disputeIntro}
      submitLabel={actionText('dispute', order.kind)}
      cancelLabel={t.close}
      danger
      pending={form.busy}
      error={form.error ?? waitError}
      onClose={onClose}
      onSubmit={() => {
        if (uploading) {
          setWaitError(t.uploadsRunning);
          return;
        }
        setWaitError(null);
        form.submit((b) => openDisputeRequestSchema.safeParse(b), {
          reason: reason || undefined,
          details,
          evidenceImageIds: photos.map((photo) => photo.id),
        });
      }}
    >
      <TextField
        id="dispute-reason"
        select
        required
        label={t.disputeReasonLabel}
        value={reason}
        onChange={(event) => setReason(event.target.value as DisputeReason)}
        error={f.reason !== undefined}
        helperText={f.reason}
      >
        {disputeReasons.map((value) => (
          <MenuItem key={value} value={value}>
            {m.disputeReasons[value]}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        id="dispute-details"
        label={t.detailsLabel}
        required
        multiline
        minRows={3}
        value={details}
        onChange={(event) => setDetails(event.target.value)}
        error={f.details !== undefined}
        helperText={f.details ?? t.detailsHelp}
        slotProps={{ htmlInput: { maxLength: orderLimits.disputeDetails } }}
      />
      <Box>
        <Typography component="h3" sx={{ fontWeight: 700, mb: 0.5 }}>
          {t.evidenceLabel}
        </Typography>
        <PhotoUploader
          id="dispute-evidence"
          label={t.evidenceLabel}
          addLabel={t.addEvidence}
          photos={photos}
          setPhotos={(update) => setPhotos(update)}
          max={orderLimits.evidence}
          help={t.evidenceHelp}
          error={f.evidenceImageIds}
          onBusy={onBusy}
        />
      </Box>
    </FormDialog>
  );
}

/** The dialog of a step. */
export function StepDialogFor({
  step,
  order,
  userId,
  onClose,
  ...outcome
}: StepOutcome & { step: OrderStep; order: Order; userId: string; onClose: () => void }) {
  const form = useStepForm(order, step, userId, outcome);
  const props = { order, onClose, form };
  switch (step) {
    case 'accept':
    case 'quote.accept':
    case 'deliver':
    case 'confirm':
      return <NoteDialog step={step} {...props} />;
    case 'quote':
      return <QuoteDialog {...props} />;
    case 'quote.decline':
    case 'decline':
    case 'buyer.cancel':
    case 'seller.cancel':
      return <ReasonDialog step={step} {...props} />;
    case 'pay':
      return <PayDialog {...props} />;
    case 'ship':
      return <ShipDialog {...props} />;
    case 'dispute':
      return <DisputeDialog {...props} />;
  }
}

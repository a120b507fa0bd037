import {
  orderLimits,
  orderNoteRequestSchema,
  orderReasonRequestSchema,
  ordersMessages,
  shipOrderRequestSchema,
  type Order,
} from '@matchbazaar/contracts';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import type { OrderStep } from './api/orders-api';
import { OpenDisputeDialog } from './open-dispute-dialog';
import { moneyText } from './order-text';
import { PayOrderDialog } from './pay-order-dialog';
import { QuoteShippingDialog } from './quote-shipping-dialog';
import { NoteField, StepDialog, StepTextField, type StepDialogProps } from './step-dialog';
import { useStepForm, type StepOutcome } from './use-step-form';

const t = ordersMessages.page;

/** Accept, accept a quoted total, mark delivered, confirm receipt: a step with an optional note. */
function NoteDialog({
  step,
  ...props
}: StepDialogProps & { step: 'accept' | 'quote.accept' | 'deliver' | 'confirm' }) {
  const { order, form } = props;
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
    <StepDialog
      {...props}
      step={step}
      {...copy}
      onSubmit={() =>
        form.submit((b) => orderNoteRequestSchema.safeParse(b), note.trim() ? { note } : {})
      }
    >
      <NoteField id="order-note" value={note} onChange={setNote} error={form.fields.note} />
    </StepDialog>
  );
}

/** Decline an order or a quoted shipping, or cancel from either side: a reason the other side reads. */
function ReasonDialog({
  step,
  ...props
}: StepDialogProps & { step: 'decline' | 'quote.decline' | 'buyer.cancel' | 'seller.cancel' }) {
  const { form } = props;
  const [reason, setReason] = useState('');
  const decline = step === 'decline';
  const copy =
    step === 'quote.decline'
      ? { title: t.quoteDeclineTitle, intro: t.quoteDeclineIntro }
      : decline
        ? { title: t.declineTitle, intro: t.declineIntro }
        : { title: t.cancelTitle, intro: t.cancelIntro };
  return (
    <StepDialog
      {...props}
      step={step}
      {...copy}
      cancelLabel={decline ? t.close : t.keepOrder}
      danger
      onSubmit={() => form.submit((b) => orderReasonRequestSchema.safeParse(b), { reason })}
    >
      <StepTextField
        id="order-reason"
        label={t.reasonLabel}
        required
        autoFocus
        value={reason}
        onChange={setReason}
        error={form.fields.reason}
        maxLength={orderLimits.reason}
      />
    </StepDialog>
  );
}

/** Ship (goods, with a tracking reference) or start the work (a service). */
function ShipDialog(props: StepDialogProps) {
  const { order, form } = props;
  const [note, setNote] = useState('');
  const [tracking, setTracking] = useState('');
  const goods = order.kind === 'goods';
  return (
    <StepDialog
      {...props}
      step="ship"
      title={goods ? t.shipTitle : t.startTitle}
      intro={goods ? t.shipIntro : t.startIntro}
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
      <NoteField id="ship-note" value={note} onChange={setNote} error={form.fields.note} />
    </StepDialog>
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
      return <QuoteShippingDialog {...props} />;
    case 'quote.decline':
    case 'decline':
    case 'buyer.cancel':
    case 'seller.cancel':
      return <ReasonDialog step={step} {...props} />;
    case 'pay':
      return <PayOrderDialog {...props} />;
    case 'ship':
      return <ShipDialog {...props} />;
    case 'dispute':
      return <OpenDisputeDialog {...props} />;
  }
}

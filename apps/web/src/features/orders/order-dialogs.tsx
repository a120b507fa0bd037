import { apiErrorMessage, fieldErrorsOf } from '@matchbazaar/api-client';
import {
  disputeReasons,
  openDisputeRequestSchema,
  orderLimits,
  orderNoteRequestSchema,
  orderReasonRequestSchema,
  ordersMessages,
  payOrderRequestSchema,
  shipOrderRequestSchema,
  type DisputeReason,
  type Order,
} from '@matchbazaar/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useCallback, useId, useState, type FormEvent, type ReactNode } from 'react';
import { PhotoUploader } from '../../components/catalogue/photo-uploader';
import type { PhotoValue } from '../../components/catalogue/photo-value';
import { actionText, cardNumberInput, expiryInput, moneyText } from './order-text';
import type { OrderStep } from './api/orders-api';

const m = ordersMessages;
const t = ordersMessages.page;

/** Runs the step with its checked body; throws what the dialog should show (the page handles 409s). */
export type RunStep = (body: object) => Promise<void>;

/** Test cards are for the development payment provider: shown in development and test builds. */
const showTestCards =
  import.meta.env.MODE !== 'production' || import.meta.env.VITE_E2E_HOOKS === 'true';

const issuesOf = (issues: readonly { path: PropertyKey[]; message: string }[]) => {
  const out: Record<string, string> = {};
  for (const issue of issues) out[issue.path.join('.')] ??= issue.message;
  return out;
};

/** A step's form in a dialog: its fields, an error line, a way back and the send button. */
function StepDialog({
  title,
  intro,
  send,
  back = t.close,
  danger = false,
  busy,
  error,
  onClose,
  onSubmit,
  children,
}: {
  title: string;
  intro: string;
  send: string;
  back?: string;
  danger?: boolean;
  busy: boolean;
  error: string | null;
  onClose: () => void;
  onSubmit: () => void;
  children?: ReactNode;
}) {
  const titleId = useId();
  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
    >
      <Box
        component="form"
        noValidate
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          if (!busy) onSubmit();
        }}
      >
        <DialogTitle id={titleId} sx={{ fontWeight: 800 }}>
          {title}
        </DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: '4px !important' }}>
          <Typography color="text.secondary">{intro}</Typography>
          {children}
          {error && (
            <Alert severity="error" role="alert">
              {error}
            </Alert>
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5, gap: 1 }}>
          <Button onClick={onClose} disabled={busy} color="inherit">
            {back}
          </Button>
          <Button
            type="submit"
            variant="contained"
            color={danger ? 'error' : 'primary'}
            loading={busy}
          >
            {send}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}

/** Sends the body; a refusal shows its text and field errors in the dialog. */
function useStepForm(run: RunStep) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fields, setFields] = useState<Record<string, string>>({});
  const go = async (body: object) => {
    setBusy(true);
    setError(null);
    setFields({});
    try {
      await run(body);
    } catch (failure) {
      setFields(fieldErrorsOf(failure));
      setError(apiErrorMessage(failure));
    } finally {
      setBusy(false);
    }
  };
  /** Checks the body against its contract first; field errors stay beside their fields. */
  const submit = <T extends object>(
    parse: (
      body: unknown,
    ) =>
      | { success: true; data: T }
      | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } },
    body: unknown,
  ) => {
    const checked = parse(body);
    if (!checked.success) {
      setFields(issuesOf(checked.error.issues));
      return;
    }
    void go(checked.data);
  };
  return { busy, error, fields, submit };
}

interface DialogProps {
  order: Order;
  onClose: () => void;
  run: RunStep;
}

/** Accept, mark delivered, confirm receipt: a step with an optional note. */
export function NoteDialog({
  order,
  step,
  onClose,
  run,
}: DialogProps & { step: 'accept' | 'deliver' | 'confirm' }) {
  const [note, setNote] = useState('');
  const form = useStepForm(run);
  const copy = {
    accept: { title: t.acceptTitle, intro: t.acceptIntro },
    deliver: {
      title: order.kind === 'service' ? t.doneTitle : t.deliverTitle,
      intro: t.deliverIntro,
    },
    confirm: { title: t.confirmTitle, intro: t.confirmIntro },
  }[step];
  return (
    <StepDialog
      title={copy.title}
      intro={copy.intro}
      send={actionText(step, order.kind)}
      busy={form.busy}
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
    </StepDialog>
  );
}

/** Decline, or cancel from either side: a reason the other side reads. */
export function ReasonDialog({
  order,
  step,
  onClose,
  run,
}: DialogProps & { step: 'decline' | 'buyer.cancel' | 'seller.cancel' }) {
  const [reason, setReason] = useState('');
  const form = useStepForm(run);
  const decline = step === 'decline';
  return (
    <StepDialog
      title={decline ? t.declineTitle : t.cancelTitle}
      intro={decline ? t.declineIntro : t.cancelIntro}
      send={actionText(step, order.kind)}
      back={decline ? t.close : t.keepOrder}
      danger
      busy={form.busy}
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
    </StepDialog>
  );
}

/** Pay with a card into escrow. The development provider's test cards are named in dev builds. */
export function PayDialog({ order, onClose, run }: DialogProps) {
  const [card, setCard] = useState('');
  const [expiry, setExpiry] = useState('');
  const [cvc, setCvc] = useState('');
  const form = useStepForm(run);
  const total = moneyText(order.totalMinor, order.currency);
  const f = form.fields;
  return (
    <StepDialog
      title={t.payTitle(total)}
      intro={t.payIntro}
      send={t.payButton(total)}
      busy={form.busy}
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
    </StepDialog>
  );
}

/** Ship (goods, with a tracking reference) or start the work (a service). */
export function ShipDialog({ order, onClose, run }: DialogProps) {
  const [note, setNote] = useState('');
  const [tracking, setTracking] = useState('');
  const form = useStepForm(run);
  const goods = order.kind === 'goods';
  return (
    <StepDialog
      title={goods ? t.shipTitle : t.startTitle}
      intro={goods ? t.shipIntro : t.startIntro}
      send={actionText('ship', order.kind)}
      busy={form.busy}
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
    </StepDialog>
  );
}

/** The buyer opens a dispute: what went wrong, in words, with photos. */
export function DisputeDialog({ order, onClose, run }: DialogProps) {
  const [reason, setReason] = useState<DisputeReason | ''>('');
  const [details, setDetails] = useState('');
  const [photos, setPhotos] = useState<PhotoValue[]>([]);
  const [uploading, setUploading] = useState(false);
  const [waitError, setWaitError] = useState<string | null>(null);
  const form = useStepForm(run);
  const onBusy = useCallback((busy: boolean) => setUploading(busy), []);
  const f = form.fields;
  return (
    <StepDialog
      title={t.disputeTitle}
      intro={t.disputeIntro}
      send={actionText('dispute', order.kind)}
      danger
      busy={form.busy}
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
    </StepDialog>
  );
}

/** The dialog of a step. */
export function StepDialogFor({ step, ...props }: DialogProps & { step: OrderStep }) {
  switch (step) {
    case 'accept':
    case 'deliver':
    case 'confirm':
      return <NoteDialog step={step} {...props} />;
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

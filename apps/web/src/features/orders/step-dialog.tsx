import { orderLimits, ordersMessages, type Order } from '@matchbazaar/contracts';
import TextField from '@mui/material/TextField';
import type { ReactNode } from 'react';
import { FormDialog } from '../../components/forms/form-dialog';
import type { OrderStep } from './api/orders-api';
import { actionText } from './order-text';
import type { StepForm } from './use-step-form';

const t = ordersMessages.page;

/** What every step's dialog is given by the page. */
export interface StepDialogProps {
  order: Order;
  onClose: () => void;
  form: StepForm;
}

/**
 * The shell each step's dialog fills in: its title and intro, its fields, the step's button (named
 * as the action list names it) and the way back; the step form's pending state and refusal.
 */
export function StepDialog({
  order,
  step,
  form,
  onClose,
  title,
  intro,
  submitLabel = actionText(step, order.kind),
  cancelLabel = t.close,
  danger = false,
  error = form.error,
  onSubmit,
  children,
}: StepDialogProps & {
  step: OrderStep;
  title: string;
  intro: string;
  submitLabel?: string;
  cancelLabel?: string;
  danger?: boolean;
  /** A refusal of the dialog's own (e.g. uploads still running); the form's by default. */
  error?: string | null;
  onSubmit: () => void;
  children: ReactNode;
}) {
  return (
    <FormDialog
      title={title}
      intro={intro}
      submitLabel={submitLabel}
      cancelLabel={cancelLabel}
      danger={danger}
      pending={form.busy}
      error={error}
      onClose={onClose}
      onSubmit={onSubmit}
    >
      {children}
    </FormDialog>
  );
}

/** A free-text field of a step's body: a note, a reason, with its error from the form. */
export function StepTextField({
  id,
  label,
  value,
  onChange,
  error,
  maxLength,
  required = false,
  autoFocus = false,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  maxLength: number;
  required?: boolean;
  autoFocus?: boolean;
}) {
  return (
    <TextField
      id={id}
      label={label}
      required={required}
      multiline
      minRows={2}
      autoFocus={autoFocus}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error !== undefined}
      helperText={error}
      slotProps={{ htmlInput: { maxLength } }}
    />
  );
}

/** The optional note most steps carry to the other side. */
export function NoteField({
  id,
  value,
  onChange,
  error,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
}) {
  return (
    <StepTextField
      id={id}
      label={t.optionalNote}
      value={value}
      onChange={onChange}
      error={error}
      maxLength={orderLimits.note}
    />
  );
}

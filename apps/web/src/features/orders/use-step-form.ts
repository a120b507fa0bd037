import { apiErrorMessage, fieldErrorsOf } from '@matchbazaar/api-client';
import type { Order } from '@matchbazaar/contracts';
import { useState } from 'react';
import { useOrderStep } from './api/order-mutations';
import { isConflict, type OrderStep } from './api/orders-api';

type Issues = readonly { path: PropertyKey[]; message: string }[];
type Parse<T> = (
  body: unknown,
) => { success: true; data: T } | { success: false; error: { issues: Issues } };

const issuesOf = (issues: Issues) => {
  const out: Record<string, string> = {};
  for (const issue of issues) out[issue.path.join('.')] ??= issue.message;
  return out;
};

/** What the page does with a step's answer: the order as stored, or a 409 (it moved on). */
export interface StepOutcome {
  onDone: (order: Order) => void;
  onConflict: (failure: unknown) => void;
}

/**
 * A step's form: the body is checked against its contract first (errors beside their fields),
 * then sent; a refusal shows its text and field errors in the dialog, a conflict goes to the page.
 */
export function useStepForm(order: Order, step: OrderStep, userId: string, outcome: StepOutcome) {
  const send = useOrderStep(userId);
  const [issues, setIssues] = useState<Record<string, string> | null>(null);
  const failure = send.error && !isConflict(send.error) ? send.error : null;
  const submit = <T extends object>(parse: Parse<T>, body: unknown) => {
    const checked = parse(body);
    if (!checked.success) {
      setIssues(issuesOf(checked.error.issues));
      return;
    }
    setIssues(null);
    send.mutate(
      { id: order.id, step, body: checked.data },
      {
        onSuccess: outcome.onDone,
        onError: (error) => {
          if (isConflict(error)) outcome.onConflict(error);
        },
      },
    );
  };
  return {
    busy: send.isPending,
    error: failure ? apiErrorMessage(failure) : null,
    fields: issues ?? (failure ? fieldErrorsOf(failure) : {}),
    submit,
  };
}

export type StepForm = ReturnType<typeof useStepForm>;

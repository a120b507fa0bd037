import {
  parseMajorAmount,
  proposalTotal,
  type Currency,
  type Proposal,
  type ProposalRequest,
} from '@matchbazaar/contracts';

/** The proposal form as its fields hold it (text, as typed). */
export interface ProposalFormValues extends Record<string, string> {
  unitPrice: string;
  currency: Currency;
  quantity: string;
  deliveryDays: string;
  validUntil: string;
  message: string;
}

/** Which field shows the error of each request path (the BFF's and the schema's). */
export const fieldOfPath: Record<string, keyof ProposalFormValues> = {
  unitPriceMinor: 'unitPrice',
  currency: 'currency',
  quantity: 'quantity',
  deliveryDays: 'deliveryDays',
  validUntil: 'validUntil',
  message: 'message',
};

const inDays = (days: number, now: Date) =>
  new Date(now.getTime() + days * 86_400_000).toISOString().slice(0, 10);

/** "12.5" from 1250: what the field shows for a stored amount. */
export const majorText = (minor: number) =>
  `${Math.floor(minor / 100)}${minor % 100 ? `.${String(minor % 100).padStart(2, '0')}` : ''}`;

/** A new proposal starts from the requirement's quantity and currency, valid for two weeks. */
export function blankForm(
  requirement: { quantity: number; currency: Currency },
  now = new Date(),
): ProposalFormValues {
  return {
    unitPrice: '',
    currency: requirement.currency,
    quantity: String(requirement.quantity),
    deliveryDays: '7',
    validUntil: inDays(14, now),
    message: '',
  };
}

/** Updating starts from the proposal's terms. */
export function formOfProposal(proposal: Proposal): ProposalFormValues {
  return {
    unitPrice: majorText(proposal.unitPriceMinor),
    currency: proposal.currency,
    quantity: String(proposal.quantity),
    deliveryDays: String(proposal.deliveryDays),
    validUntil: proposal.validUntil,
    message: proposal.message,
  };
}

/** A whole number as typed, or NaN (the schema then names the field). */
const whole = (text: string) => (/^\s*\d{1,10}\s*$/.test(text) ? Number(text) : Number.NaN);

/**
 * The request as the BFF takes it; amounts it cannot read go as NaN for the schema to name. The
 * documents always go: on an update they replace the proposal's.
 */
export function requestOf(
  values: ProposalFormValues,
  attachmentIds: string[],
  documentIds: string[],
): ProposalRequest {
  return {
    unitPriceMinor: parseMajorAmount(values.unitPrice) ?? Number.NaN,
    currency: values.currency,
    quantity: whole(values.quantity),
    deliveryDays: whole(values.deliveryDays),
    validUntil: values.validUntil,
    message: values.message,
    attachmentIds,
    documentIds,
  };
}

/** The total shown as the seller types: undefined until price and quantity both read. */
export function liveTotal(values: { unitPrice: string; quantity: string }): number | undefined {
  const unit = parseMajorAmount(values.unitPrice);
  const quantity = whole(values.quantity);
  if (unit === undefined || !(quantity > 0)) return undefined;
  return proposalTotal(unit, quantity);
}

/** Field errors by form field from errors by request path ("unitPriceMinor" → "unitPrice"). */
export function fieldErrors(byPath: Record<string, string>): Record<string, string> {
  const found: Record<string, string> = {};
  for (const [path, message] of Object.entries(byPath)) {
    const field =
      fieldOfPath[path.split('.')[0] ?? ''] ??
      (path.startsWith('attachmentIds')
        ? 'attachments'
        : path.startsWith('documentIds')
          ? 'documents'
          : undefined);
    if (field && !(field in found)) found[field] = message;
  }
  return found;
}

import { z } from 'zod';
import { checkoutMessages } from '../messages/checkout.js';
import { answerSchema, apiErrorSchema } from '../api.js';
import { apiErrorCodes } from '../api-error-codes.js';
import { multiLineText } from '../contact-form.js';
import { currencySchema } from '../catalogue/money.js';
import { maxAmountMinor } from '../catalogue/amounts.js';
import { postImageSchema } from '../catalogue/post-image.js';
import { postLimits } from '../catalogue/post-fields.js';
import { requirementStatuses } from '../catalogue/requirement.js';
import { proposalsMessages as m } from '../messages/proposals.js';

/**
 * Proposals (quotes) on buyers' requirements (docs/product/live-marketplace.md, "Proposals"). Money
 * is integer minor units plus a currency; the total is unit price × quantity, worked out by the
 * server. Which step may follow which is machines' proposal machine; who may take it is the
 * access policy's `proposal` rows.
 */

export const proposalStatuses = [
  'submitted',
  'shortlisted',
  'countered',
  'accepted',
  'declined',
  'withdrawn',
  'expired',
] as const;
export type ProposalStatus = (typeof proposalStatuses)[number];

/** A proposal still in negotiation: it counts as the seller's one active proposal. */
export const activeProposalStatuses = [
  'submitted',
  'shortlisted',
  'countered',
] as const satisfies readonly ProposalStatus[];

/** Proposals that hold one of a requirement's places (withdrawn and expired ones free theirs). */
export const cappedProposalStatuses = [
  ...activeProposalStatuses,
  'accepted',
  'declined',
] as const satisfies readonly ProposalStatus[];

/** What happened to a proposal: its history, and the thread's system messages. */
export const proposalEventTypes = [
  'submitted',
  'updated',
  'withdrawn',
  'shortlisted',
  'countered',
  'counterAccepted',
  'counterDeclined',
  'accepted',
  'declined',
  'expired',
] as const;
export type ProposalEventType = (typeof proposalEventTypes)[number];

export const proposalLimits = {
  message: 2000,
  counterMessage: 1000,
  reason: 500,
  attachments: 5,
  /** PDF documents (a formal quotation, a spec sheet) one proposal carries. */
  documents: 3,
  deliveryDays: { min: 1, max: 365 },
  /** How far ahead a proposal may stay valid. */
  validDaysMax: 180,
} as const;

/**
 * What a proposal's document upload accepts: a PDF, known by its bytes (magic numbers), never by
 * its name or declared type.
 */
export const proposalDocumentRules = {
  maxBytes: 10 * 1024 * 1024,
  mime: 'application/pdf',
  /** The multipart field that carries the file. */
  field: 'file',
  /** A file name as shown; longer ones are cut. */
  nameMax: 200,
} as const;

/** The default of the system setting `proposals.perRequirementCap`. */
export const defaultProposalCap = 20;

/** Today as YYYY-MM-DD in UTC, the calendar proposals' dates are compared in. */
export const todayUtc = (now = new Date()) => now.toISOString().slice(0, 10);

const unitPriceSchema = z
  .number({ error: m.unitPriceInvalid })
  .int({ error: m.unitPriceInvalid })
  .min(1, { error: m.unitPriceInvalid })
  .max(maxAmountMinor, { error: m.unitPriceInvalid });

const quantitySchema = z
  .number({ error: m.quantityInvalid })
  .int({ error: m.quantityInvalid })
  .min(1, { error: m.quantityInvalid })
  .max(postLimits.quantityMax, { error: m.quantityInvalid });

const deliveryDaysSchema = z
  .number({ error: m.deliveryDaysInvalid })
  .int({ error: m.deliveryDaysInvalid })
  .min(proposalLimits.deliveryDays.min, { error: m.deliveryDaysInvalid })
  .max(proposalLimits.deliveryDays.max, { error: m.deliveryDaysInvalid });

/** YYYY-MM-DD, a real date after today and within `validDaysMax`. */
const validUntilSchema = z
  .string({ error: m.validUntilInvalid })
  .max(10, { error: m.validUntilInvalid, abort: true })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: m.validUntilInvalid, abort: true })
  .refine((text) => !Number.isNaN(Date.parse(`${text}T00:00:00Z`)), {
    error: m.validUntilInvalid,
    abort: true,
  })
  .refine((text) => text > todayUtc(), { error: m.validUntilPast, abort: true })
  .refine(
    (text) =>
      Date.parse(`${text}T00:00:00Z`) <=
      Date.parse(`${todayUtc()}T00:00:00Z`) + proposalLimits.validDaysMax * 86_400_000,
    { error: m.validUntilTooFar },
  );

const textSchema = (max: number, error: string, min: number) =>
  z
    .string({ error })
    .max(max * 2, { error, abort: true })
    .transform(multiLineText)
    .pipe(z.string().min(min, error).max(max, error));

/** The product of unit price and quantity, if it is one we take. */
export function proposalTotal(unitPriceMinor: number, quantity: number): number | undefined {
  const total = unitPriceMinor * quantity;
  return Number.isSafeInteger(total) && total <= maxAmountMinor ? total : undefined;
}

const totalFits = <T extends { unitPriceMinor: number; quantity: number }>(body: T) =>
  proposalTotal(body.unitPriceMinor, body.quantity) !== undefined;

/** POST /api/v1/requirements/:id/proposals and PATCH /api/v1/proposals/:id. No total: the server's. */
export const proposalRequestSchema = z
  .object({
    unitPriceMinor: unitPriceSchema,
    currency: currencySchema,
    quantity: quantitySchema,
    deliveryDays: deliveryDaysSchema,
    validUntil: validUntilSchema,
    message: textSchema(proposalLimits.message, m.messageLength, 1),
    /** Photos uploaded with POST /api/v1/images, in order. */
    attachmentIds: z
      .array(z.uuid({ error: m.attachmentInvalid }), { error: m.attachmentInvalid })
      .max(proposalLimits.attachments, { error: m.tooManyAttachments })
      .default([]),
    /**
     * PDFs uploaded with POST /api/v1/requirements/:id/proposal-documents (shown in upload order).
     * On an update the proposal's documents become exactly these; left out, they stay as they are.
     */
    documentIds: z
      .array(z.uuid({ error: m.documentInvalid }), { error: m.documentInvalid })
      .max(proposalLimits.documents, { error: m.tooManyDocuments })
      .optional(),
  })
  .refine(totalFits, { error: m.totalTooLarge, path: ['unitPriceMinor'] });
export type ProposalRequest = z.infer<typeof proposalRequestSchema>;

/** POST /api/v1/proposals/:id/counter: the buyer's terms (the currency stays the proposal's). */
export const counterOfferRequestSchema = z
  .object({
    unitPriceMinor: unitPriceSchema,
    quantity: quantitySchema,
    deliveryDays: deliveryDaysSchema,
    message: textSchema(proposalLimits.counterMessage, m.counterMessageLength, 0).optional(),
  })
  .refine(totalFits, { error: m.totalTooLarge, path: ['unitPriceMinor'] });
export type CounterOfferRequest = z.infer<typeof counterOfferRequestSchema>;

/** POST /api/v1/proposals/:id/answer-counter: the seller's answer. */
export const counterAnswerRequestSchema = z.object({
  answer: z.enum(['accept', 'decline'], { error: m.answerInvalid }),
});
export type CounterAnswerRequest = z.infer<typeof counterAnswerRequestSchema>;

/**
 * POST /api/v1/proposals/:id/accept: the terms' `version` the buyer saw. Terms changed since are a
 * 409 (proposalChangedErrorSchema), so nobody accepts terms they did not read.
 */
export const proposalAcceptRequestSchema = z.object({
  version: z
    .number({ error: m.versionInvalid })
    .int({ error: m.versionInvalid })
    .min(1, { error: m.versionInvalid }),
  /**
   * For goods: one of the buyer's saved addresses, copied onto the order (docs/product/orders.md,
   * "Checkout"); without one the buyer's default address is used, if they have one.
   */
  addressId: z.uuid({ error: checkoutMessages.checkout.addressNotYours }).optional(),
});
export type ProposalAcceptRequest = z.infer<typeof proposalAcceptRequestSchema>;

/** POST /api/v1/proposals/:id/decline: the buyer says why. */
export const proposalDeclineRequestSchema = z.object({
  reason: textSchema(proposalLimits.reason, m.reasonLength, 1),
});
export type ProposalDeclineRequest = z.infer<typeof proposalDeclineRequestSchema>;

/** GET /api/v1/proposals/mine. */
export const myProposalsQuerySchema = z.object({
  status: z.enum(proposalStatuses, { error: m.statusInvalid }).optional(),
});
export type MyProposalsQuery = z.infer<typeof myProposalsQuerySchema>;

export const proposalIdSchema = z.uuid({ error: m.idInvalid });
export const proposalDocumentIdSchema = z.uuid({ error: m.documentNotFound });

/** A PDF uploaded for a proposal, before it is attached: what the upload answers. */
export const uploadedDocumentSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Bytes. */
  size: z.number().int(),
});
export type UploadedDocument = z.infer<typeof uploadedDocumentSchema>;

/** A proposal's PDF document. */
export const proposalDocumentSchema = uploadedDocumentSchema.extend({
  /** GET it (bearer) to download it: the seller and the requirement's buyer only. */
  url: z.string(),
});
export type ProposalDocument = z.infer<typeof proposalDocumentSchema>;

const termsSchema = z.object({
  unitPriceMinor: z.number().int(),
  quantity: z.number().int(),
  totalMinor: z.number().int(),
  deliveryDays: z.number().int(),
});

export const proposalEventSchema = z.object({
  type: z.enum(proposalEventTypes),
  by: z.enum(['buyer', 'seller', 'system']),
  at: z.string(),
  /** The terms or reason of the step, when it has any. */
  note: z.string().nullable(),
});
export type ProposalEvent = z.infer<typeof proposalEventSchema>;

/** A proposal as stored: what both sides read and what 'proposal.changed' pushes. */
export const proposalSchema = z.object({
  id: z.string(),
  requirementId: z.string(),
  /** As the seller reads it: a neutral text while the public may not read the requirement. */
  requirementTitle: z.string(),
  buyerId: z.string(),
  status: z.enum(proposalStatuses),
  /** The terms' version: 1 when sent, one more each time they change (an acceptance names it). */
  version: z.number().int(),
  currency: currencySchema,
  ...termsSchema.shape,
  validUntil: z.string(),
  message: z.string(),
  attachments: z.array(postImageSchema),
  documents: z.array(proposalDocumentSchema),
  /** The buyer's counter-offer while it waits for the seller's answer. */
  counter: termsSchema.extend({ message: z.string().nullable(), at: z.string() }).nullable(),
  declineReason: z.string().nullable(),
  seller: z.object({
    id: z.string(),
    displayName: z.string(),
    shopName: z.string().nullable(),
    shopSlug: z.string().nullable(),
    verified: z.boolean(),
    /** Reviews arrive with orders; null until then. */
    rating: z.number().nullable(),
    /** Median minutes from a proposal event needing the seller to their answer; null: unknown. */
    responseMinutes: z.number().int().nullable(),
  }),
  history: z.array(proposalEventSchema),
  /** The order an accepted proposal became (docs/product/orders.md); null before. */
  orderId: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Proposal = z.infer<typeof proposalSchema>;

/** Why the caller may or may not send a proposal on a requirement (the page's call to action). */
export const proposeStates = [
  'allowed',
  'active',
  'own',
  'notTrader',
  'noShop',
  'closed',
  'full',
  'signedOut',
] as const;
export type ProposeState = (typeof proposeStates)[number];

/** GET /api/v1/requirements/:id/proposals: the owner sees all, a seller their own. */
export const requirementProposalsSchema = z.object({
  requirement: z.object({
    id: z.string(),
    title: z.string(),
    status: z.enum(requirementStatuses),
    currency: currencySchema,
    quantity: z.number().int(),
    /** Goods (not a service): accepting a proposal asks where to deliver. */
    goods: z.boolean(),
  }),
  viewer: z.enum(['buyer', 'seller']),
  items: z.array(proposalSchema),
  cap: z.object({ limit: z.number().int(), taken: z.number().int() }),
  propose: z.enum(proposeStates),
});
export type RequirementProposals = z.infer<typeof requirementProposalsSchema>;

export const proposalAnswerSchema = answerSchema(z.object({ proposal: proposalSchema }));

/** The 409 of an acceptance whose version is not the terms' now: the proposal as it is now. */
export const proposalChangedErrorSchema = apiErrorSchema.extend({
  code: z.literal(apiErrorCodes.proposalChanged),
  data: z.object({ proposal: proposalSchema }),
});
export type ProposalChangedError = z.infer<typeof proposalChangedErrorSchema>;
export type ProposalAnswer = z.infer<typeof proposalAnswerSchema>;
export const requirementProposalsAnswerSchema = answerSchema(requirementProposalsSchema);
export type RequirementProposalsAnswer = z.infer<typeof requirementProposalsAnswerSchema>;
export const myProposalsAnswerSchema = answerSchema(z.object({ items: z.array(proposalSchema) }));
export type MyProposalsAnswer = z.infer<typeof myProposalsAnswerSchema>;
export const proposalDocumentUploadAnswerSchema = answerSchema(
  z.object({ document: uploadedDocumentSchema }),
);
export type ProposalDocumentUploadAnswer = z.infer<typeof proposalDocumentUploadAnswerSchema>;

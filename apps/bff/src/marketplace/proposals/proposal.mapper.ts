import type {
  Proposal as ProposalView,
  ProposalDocument as DocumentView,
  ResourceRef,
  UploadedDocument,
} from '@matchbazaar/contracts';
import type { Image } from '../images/image.entity.js';
import { toPostImage } from '../images/image-urls.js';
import { buyerDisplayName } from '../requirements/requirement.mapper.js';
import type { Shop } from '../shops/shop.entity.js';
import { isVerified } from '../shops/shop.mapper.js';
import type { User } from '../../identity/users/user.entity.js';
import type { ProposalDocument } from './proposal-document.entity.js';
import type { Proposal, ProposalStep } from './proposal.entity.js';

/** The seller owns a proposal; the requirement's buyer is on the other side. */
export const proposalResource = (proposal: Proposal): ResourceRef<'proposal'> => ({
  kind: 'proposal',
  ownerIds: [proposal.sellerId],
  counterpartyIds: [proposal.buyerId],
  status: proposal.status,
});

/** What a proposal is shown with besides its own row. */
export interface ProposalContext {
  requirementTitle: string;
  seller: User | undefined;
  shop: Shop | undefined;
  responseMinutes: number | undefined;
  history: ProposalStep[];
  attachments: Image[];
  documents: ProposalDocument[];
  orderId: string | undefined;
}

export const toUploadedDocument = (row: ProposalDocument): UploadedDocument => ({
  id: row.id,
  name: row.name,
  size: row.byteSize,
});

/** An attached document, with the route that downloads it. */
const toDocumentView = (row: ProposalDocument): DocumentView => ({
  ...toUploadedDocument(row),
  url: `/api/v1/proposals/${row.proposalId}/documents/${row.id}`,
});

/** valid_until comes back as a Date at midnight UTC, or as the text itself. */
const isoDay = (value: Date | string) =>
  typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10);

export function toProposalView(proposal: Proposal, context: ProposalContext): ProposalView {
  const { seller, shop } = context;
  return {
    id: proposal.id,
    requirementId: proposal.requirementId,
    requirementTitle: context.requirementTitle,
    buyerId: proposal.buyerId,
    status: proposal.status,
    version: proposal.version,
    currency: proposal.currency,
    unitPriceMinor: proposal.unitPriceMinor,
    quantity: proposal.quantity,
    totalMinor: proposal.totalMinor,
    deliveryDays: proposal.deliveryDays,
    validUntil: isoDay(proposal.validUntil),
    message: proposal.message,
    attachments: context.attachments.map((image, index) =>
      toPostImage(image, `${context.requirementTitle}: proposal photo ${index + 1}`),
    ),
    documents: context.documents.map(toDocumentView),
    counter:
      proposal.counterAt != null
        ? {
            unitPriceMinor: proposal.counterUnitPriceMinor ?? 0,
            quantity: proposal.counterQuantity ?? 0,
            totalMinor: proposal.counterTotalMinor ?? 0,
            deliveryDays: proposal.counterDeliveryDays ?? 0,
            message: proposal.counterMessage ?? null,
            at: proposal.counterAt.toISOString(),
          }
        : null,
    declineReason: proposal.declineReason ?? null,
    seller: {
      id: proposal.sellerId,
      displayName: buyerDisplayName(seller),
      shopName: shop?.name ?? null,
      shopSlug: shop?.slug ?? null,
      verified: isVerified(seller),
      rating: shop?.ratingAverage ?? null,
      responseMinutes: context.responseMinutes ?? shop?.responseTimeMinutes ?? null,
    },
    history: context.history.map((step) => ({
      type: step.type,
      by: step.by,
      at: step.at.toISOString(),
      note: step.note ?? null,
    })),
    orderId: context.orderId ?? null,
    createdAt: proposal.createdAt.toISOString(),
    updatedAt: proposal.updatedAt.toISOString(),
  };
}

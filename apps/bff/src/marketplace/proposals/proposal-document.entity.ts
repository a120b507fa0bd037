import { defineEntity, p } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';

/**
 * A PDF a seller uploaded for a proposal on a requirement (a formal quotation, a spec sheet). The
 * bytes live in PostgreSQL like conversation attachments
 * (docs/decisions/0022-profile-images-in-postgresql.md); uploaded first, then named by the
 * proposal's `documentIds`. One nobody attached within a day is swept.
 */
export const ProposalDocumentSchema = defineEntity({
  name: 'ProposalDocument',
  tableName: 'proposal_document',
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    requirementId: p.uuid(),
    uploaderId: p.uuid(),
    /** Null until a proposal carries it. */
    proposalId: p.uuid().nullable(),
    name: p.string().length(200),
    mime: p.string().length(40),
    byteSize: p.integer(),
    bytes: p.blob().lazy(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

export class ProposalDocument extends ProposalDocumentSchema.class {}
ProposalDocumentSchema.setClass(ProposalDocument);

import { HttpStatus, Injectable, Logger } from '@nestjs/common';
import {
  listingImportLimits,
  listingLifecycle,
  messages,
  nextStatus,
  type Actor,
  type ListingImportReport,
  type ListingImportRowError,
} from '@matchbazaar/contracts';
import { prepareMeaning } from '@matchbazaar/matching';
import { ApiException } from '../../platform/common/api-exception.js';
import type { ReadFileUpload } from '../../platform/common/multipart-file.js';
import { applyListingRequest } from '../listings/listing-fields.js';
import { Listing } from '../listings/listing.entity.js';
import { publiclyReadable } from '../listings/listing.mapper.js';
import { ListingQuota } from '../listings/listing-quota.js';
import { ListingsRepository } from '../listings/listings.repository.js';
import { MatchingJobs } from '../matching-jobs/matching-jobs.js';
import { ModerationPolicy } from '../moderation/moderation-policy.js';
import { reviewedOnEdit, reviewedOnSubmit } from '../posts/post-rules.js';
import { ShopsService } from '../shops/shops.service.js';
import {
  ImportFileRejected,
  parseCsvRows,
  parseJsonLines,
  rowToRequest,
  type ImportRow,
} from './import-rows.js';
import { timeSlices } from './time-slices.js';
import { ResourceAccess } from '../../platform/policy/resource-access.js';

const m = messages.catalogue;
const DAY_MS = 24 * 60 * 60_000;

export type ImportFormat = 'csv' | 'jsonl';

/**
 * A seller's listings from a file (docs/product/marketplace.md, bulk import): every row checked
 * by the posting schema, matched to the shop's listings by SKU (a re-import updates), written in
 * one transaction, with a report row by row. The rules are the posting API's: moderation reviews
 * what it would review there, a listing asked to publish needs photos (an import has none, so a
 * new one is kept as a draft), a public listing changed into something flagged goes back to
 * review, and so does any change to one a moderator rejected or closed. The same title twice a
 * day is not refused here: the SKU, not the title, says which listing a row is.
 */
@Injectable()
export class ListingImportService {
  private readonly logger = new Logger(ListingImportService.name);

  constructor(
    private readonly listings: ListingsRepository,
    private readonly matchingJobs: MatchingJobs,
    private readonly shops: ShopsService,
    private readonly moderation: ModerationPolicy,
    private readonly quota: ListingQuota,
    private readonly access: ResourceAccess,
  ) {}

  /** The upload route: the caller's shop is checked before the file is read. */
  async importFile(
    caller: NonNullable<Actor>,
    read: ReadFileUpload,
    options: { dryRun: boolean },
  ): Promise<ListingImportReport> {
    await this.sellerShop(caller);
    return this.import(caller, await this.rowsOf((await read()).bytes, 'csv'), options);
  }

  /** Reads the file's bytes; a file it cannot use as a whole is a 400 with the reason. */
  async rowsOf(bytes: Buffer, format: ImportFormat): Promise<ImportRow[]> {
    if (bytes.length > listingImportLimits.maxBytes)
      throw new ApiException(HttpStatus.PAYLOAD_TOO_LARGE, m.importFileTooLarge);
    const text = bytes.toString('utf8');
    try {
      return await (format === 'csv'
        ? parseCsvRows(text, listingImportLimits.maxRows)
        : parseJsonLines(text, listingImportLimits.maxRows));
    } catch (error) {
      if (!(error instanceof ImportFileRejected)) throw error;
      throw new ApiException(HttpStatus.BAD_REQUEST, error.reason, [
        { path: listingImportLimits.field, msg: error.reason },
      ]);
    }
  }

  async import(
    caller: NonNullable<Actor>,
    rows: readonly ImportRow[],
    options: { dryRun: boolean },
  ): Promise<ListingImportReport> {
    const shop = await this.sellerShop(caller);
    const { quota, room } = await this.quota.room(caller.userId);

    const report: ListingImportReport = {
      dryRun: options.dryRun,
      rows: rows.length,
      created: 0,
      updated: 0,
      published: 0,
      inReview: 0,
      drafts: 0,
      failed: 0,
      errors: [],
    };
    const fail = (error: ListingImportRowError) => {
      report.failed += 1;
      report.errors.push(error);
    };
    const pause = timeSlices();
    const outcomes: { row: number; outcome: ReturnType<typeof rowToRequest> }[] = [];
    for (const row of rows) {
      await pause();
      outcomes.push({ row: row.row, outcome: rowToRequest(row.values) });
    }
    const skus = outcomes.flatMap(({ outcome }) => (outcome.ok ? [outcome.sku] : []));
    const existing = await this.listings.findBySkus(shop.id, skus);
    const photos = await this.listings.imageIdsOf([...existing.values()].map((row) => row.id));
    const judge = await this.moderation.judge(caller.userId);
    const lifetimeMs = (await this.moderation.lifetimeDays('listing')) * DAY_MS;
    const now = new Date();
    const seen = new Set<string>();
    const changed: Listing[] = [];

    for (const { row, outcome } of outcomes) {
      await pause();
      if (!outcome.ok) {
        fail({ row, sku: outcome.sku, errors: outcome.errors });
        continue;
      }
      if (seen.has(outcome.sku)) {
        fail({ row, sku: outcome.sku, errors: [{ path: 'sku', msg: m.importSkuRepeated }] });
        continue;
      }
      seen.add(outcome.sku);
      const known = existing.get(outcome.sku);
      // Past the shop's listing quota a row may still update a listing, never add one.
      if (!known && report.created >= room) {
        fail({
          row,
          sku: outcome.sku,
          errors: [{ path: 'sku', msg: m.listingQuotaReached(quota) }],
        });
        continue;
      }
      // A dry run changes a copy, never a row the unit of work could write.
      const listing = known
        ? options.dryRun
          ? Object.assign(new Listing(), known)
          : known
        : Object.assign(new Listing(), {
            shopId: shop.id,
            sellerId: caller.userId,
            status: 'draft' as const,
          });
      try {
        applyListingRequest(listing, outcome.request, shop);
      } catch (error) {
        if (!(error instanceof ApiException)) throw error;
        const body = error.getResponse() as { errors?: { path: string; msg: string }[] };
        fail({
          row,
          sku: outcome.sku,
          errors: (body.errors ?? []).map((e) => ({
            ...e,
            path: e.path === 'deal.endsAt' ? 'deal_ends_at' : e.path,
          })),
        });
        continue;
      }
      const verdict = judge([
        listing.title,
        listing.description,
        ...listing.tags,
        ...listing.attributes.map(({ name, value }) => `${name} ${value}`),
      ]);
      const hasPhotos = (photos.get(listing.id)?.length ?? 0) > 0;
      if (outcome.wantsPublish && ['draft', 'rejected'].includes(listing.status)) {
        if (hasPhotos) {
          listing.status =
            nextStatus(
              listingLifecycle,
              listing.status,
              'submit',
              reviewedOnSubmit(listing, verdict),
            ) ?? listing.status;
          listing.moderationFlags = verdict.flags;
          if (listing.status === 'published') {
            listing.publishedAt = now;
            listing.expiresAt = new Date(now.getTime() + lifetimeMs);
          }
        }
      } else {
        // As an edit through the form (PostRules.checkEdit): checked in every status, and back to
        // review when the public reads it and it is flagged or a moderator's decision stands.
        if (reviewedOnEdit(listing, publiclyReadable(listing), verdict.flags)) {
          listing.status = 'pending_review';
        }
        listing.moderationFlags = verdict.flags;
      }
      if (known) report.updated += 1;
      else report.created += 1;
      if (listing.status === 'published') report.published += 1;
      else if (listing.status === 'pending_review') report.inReview += 1;
      else if (listing.status === 'draft') report.drafts += 1;
      // Here, a row at a time between pauses, not all at once in the save's flush.
      if (!options.dryRun) prepareMeaning(listing);
      changed.push(listing);
    }
    if (!options.dryRun && changed.length > 0) {
      await this.listings.saveImported(shop.id, changed);
      for (const listing of changed)
        await this.matchingJobs.postSaved({ kind: 'listing', ...listing });
      this.logger.log(`Imported ${changed.length} listings into shop ${shop.id}`);
    }
    return report;
  }

  private async sellerShop(caller: NonNullable<Actor>) {
    this.access.requireCapability(caller, 'open', 'shop', m.sellerOnly);
    const shop = await this.shops.ownedBy(caller.userId);
    if (!shop) throw new ApiException(HttpStatus.CONFLICT, m.shopRequired);
    return shop;
  }
}

import { Controller, HttpCode, HttpStatus, Post, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  listingImportAnswerSchema,
  listingImportLimits,
  listingImportQuerySchema,
  messages,
  type ListingImportAnswer,
  type ListingImportQuery,
} from '@matchbazaar/contracts';
import type { FastifyRequest } from 'fastify';
import type { AccessTokenIdentity } from '../../platform/request-auth/access-token.service.js';
import { CurrentUser } from '../../platform/request-auth/current-user.decorator.js';
import { ApiErrors } from '../../platform/common/api-errors.decorator.js';
import {
  ApiFileUpload,
  fileReader,
  type FilePartRules,
} from '../../platform/common/multipart-file.js';
import { RateLimit, type RateLimitPolicy } from '../../platform/rate-limits/rate-limit.guard.js';
import { Answers } from '../../platform/common/route-decorators.js';
import { SignedInOnly } from '../../identity/auth/signed-in-only.decorator.js';
import { ZodQuery } from '../../platform/common/zod-params.decorator.js';
import { ListingImportService } from './listing-import.service.js';
import { answered } from '../../platform/common/answer.js';

const m = messages.catalogue;

const importPart: FilePartRules = {
  field: listingImportLimits.field,
  maxBytes: listingImportLimits.maxBytes,
  messages: {
    required: m.importFileRequired,
    tooLarge: m.importFileTooLarge,
    notMultipart: m.importNotMultipart,
  },
};

const imports: RateLimitPolicy = {
  rule: { name: 'listings:import', limit: 30, windowMs: 60 * 60_000 },
  per: 'user',
  message: m.tooManyImports,
  whenStoreDown: 'open',
};

/** POST /api/v1/listings/import: a seller's CSV of listings (docs/product/marketplace.md). */
@ApiTags('listings')
@Controller('v1/listings')
export class ListingImportController {
  constructor(private readonly imports: ListingImportService) {}

  @Post('import')
  @HttpCode(HttpStatus.OK)
  @RateLimit(imports)
  @SignedInOnly()
  @ApiOperation({
    summary: 'Import listings from a CSV (sellers); ?dryRun=true checks without writing',
    description: `Multipart field \`${listingImportLimits.field}\`: UTF-8 CSV with a header row, at most ${listingImportLimits.maxRows} rows and ${listingImportLimits.maxBytes} bytes. Rows match the shop's listings by sku; past the shop's listing quota (setting listings.perShopMax) a new sku's row fails and updates still apply. The shop is checked before the file is read.`,
  })
  @ApiFileUpload(listingImportLimits)
  @Answers(listingImportAnswerSchema)
  @ApiErrors(
    HttpStatus.BAD_REQUEST,
    HttpStatus.UNAUTHORIZED,
    HttpStatus.FORBIDDEN,
    HttpStatus.CONFLICT,
    HttpStatus.PAYLOAD_TOO_LARGE,
  )
  async import(
    @CurrentUser() caller: AccessTokenIdentity,
    @ZodQuery(listingImportQuerySchema) query: ListingImportQuery,
    @Req() request: FastifyRequest,
  ): Promise<ListingImportAnswer> {
    const report = await this.imports.importFile(caller, fileReader(request, importPart), {
      dryRun: query.dryRun,
    });
    const message = report.dryRun
      ? m.importChecked(report.rows - report.failed, report.failed)
      : m.importDone(report.created, report.updated, report.failed);
    return answered({ report }, message);
  }
}

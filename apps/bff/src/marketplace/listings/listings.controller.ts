import { Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  listingAnswerSchema,
  listingPageAnswerSchema,
  listingRequestSchema,
  listingStatusRequestSchema,
  messages,
  myListingsQuerySchema,
} from '@matchbazaar/contracts';
import { PostRoutes } from '../posts/post-routes.js';
import { ListingsService } from './listings.service.js';

/**
 * Sellers' listings (docs/product/marketplace.md): the routes every post has (posts/post-routes.ts)
 * over ListingsService; a listing's own are its shop's page and its OpenAPI texts.
 */
@ApiTags('listings')
@Controller('v1/listings')
export class ListingsController extends PostRoutes(
  {
    name: 'listing',
    author: { path: 'seller', notFound: messages.catalogue.shopNotFound },
    schemas: {
      request: listingRequestSchema,
      statusRequest: listingStatusRequestSchema,
      mineQuery: myListingsQuerySchema,
      answer: listingAnswerSchema,
      pageAnswer: listingPageAnswerSchema,
    },
    summaries: {
      create: "Post a listing in the caller's shop (a draft, or submitted)",
      mine: "The caller's listings in every status, newest first, with counts",
      ofAuthor: "A shop's published listings (by shop id or its seller's id)",
      get: {
        summary: 'One listing',
        description:
          'Drafts, listings in review and rejected ones: only to their seller and staff.',
      },
      update: 'Save changes to a listing (its seller only)',
      delete: 'Delete a draft (its seller only; others are closed instead)',
      changeStatus: "The seller's status changes: submit, pause, resume, close, renew",
      moderate: 'Staff: approve a listing in review, or reject or close one with a reason',
    },
  },
  ListingsService,
) {}

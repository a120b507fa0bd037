import { Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  messages,
  myRequirementsQuerySchema,
  requirementAnswerSchema,
  requirementPageAnswerSchema,
  requirementRequestSchema,
  requirementStatusRequestSchema,
} from '@matchbazaar/contracts';
import { PostRoutes } from '../posts/post-routes.js';
import { RequirementsService } from './requirements.service.js';

/**
 * Buyers' requirements (docs/product/marketplace.md): the routes every post has
 * (posts/post-routes.ts) over RequirementsService; a requirement's own are its buyer's page and
 * its OpenAPI texts. Any signed-in account may post one.
 */
@ApiTags('requirements')
@Controller('v1/requirements')
export class RequirementsController extends PostRoutes(
  {
    name: 'requirement',
    author: { path: 'buyer', notFound: messages.catalogue.requirementNotFound },
    schemas: {
      request: requirementRequestSchema,
      statusRequest: requirementStatusRequestSchema,
      mineQuery: myRequirementsQuerySchema,
      answer: requirementAnswerSchema,
      pageAnswer: requirementPageAnswerSchema,
    },
    summaries: {
      create: 'Post a requirement (a draft, or submitted); any signed-in account',
      mine: "The caller's requirements in every status, newest first, with counts",
      ofAuthor: "A buyer's open requirements",
      get: {
        summary: 'One requirement',
        description:
          'Drafts, requirements in review and rejected ones: only to their buyer and staff.',
      },
      update: 'Save changes to a requirement (its buyer only)',
      delete: 'Delete a draft (its buyer only; others are closed instead)',
      changeStatus: "The buyer's status changes: submit, close (fulfilled or cancelled), renew",
      moderate: 'Staff: approve a requirement in review, or reject or close one with a reason',
    },
  },
  RequirementsService,
) {}

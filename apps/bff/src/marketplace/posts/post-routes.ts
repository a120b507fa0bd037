import {
  Delete,
  Get,
  HttpCode,
  HttpStatus,
  Inject,
  Post,
  Put,
  Req,
  UseGuards,
  type Type,
} from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  messages,
  moderationRequestSchema,
  pageQuerySchema,
  postIdSchema,
  type Actor,
  type ModerationRequest,
  type PageQuery,
} from '@matchbazaar/contracts';
import type { AccessTokenIdentity } from '../../platform/request-auth/access-token.service.js';
import { CurrentUser } from '../../platform/request-auth/current-user.decorator.js';
import { OptionalJwtAuthGuard } from '../../identity/auth/jwt-auth.guard.js';
import { OptionalUser } from '../../platform/request-auth/optional-user.decorator.js';
import { ApiErrors } from '../../platform/common/api-errors.decorator.js';
import { clientAddress } from '../../platform/common/client-address.js';
import { BodyLimit, messageBodyLimitBytes } from '../../platform/common/body-limit.js';
import { RateLimit } from '../../platform/rate-limits/rate-limit.guard.js';
import { Answers } from '../../platform/common/route-decorators.js';
import { SignedInOnly } from '../../identity/auth/signed-in-only.decorator.js';
import { FoundById, ZodBody, ZodQuery } from '../../platform/common/zod-params.decorator.js';
import { answered, done, doneAnswerSchema } from '../../platform/common/answer.js';
import { postWrites } from '../moderation/post-write-limit.js';

type Caller = NonNullable<Actor>;

/** Who reads a post's page: where the request came from, for the views a kind counts. */
export interface PostViewer {
  address: string;
  userAgent: string;
}

/** What a kind's service offers its routes (the shared core and the kind's own pages). */
export interface PostRoutesService<Request, StatusRequest, MineQuery, Detail, Page> {
  create(caller: Caller, request: Request): Promise<Detail>;
  mine(caller: Caller, query: MineQuery): Promise<Page>;
  /** The public posts of one author (a listing's shop or seller, a requirement's buyer). */
  ofAuthor(id: string, query: PageQuery): Promise<Page>;
  get(viewer: Actor, id: string, from: PostViewer): Promise<Detail>;
  update(caller: Caller, id: string, request: Request): Promise<Detail>;
  delete(caller: Caller, id: string): Promise<void>;
  changeStatus(caller: Caller, id: string, request: StatusRequest): Promise<Detail>;
  moderate(caller: Caller, id: string, request: ModerationRequest): Promise<Detail>;
}

/**
 * One kind's routes as the API shows them: its bodies and answers, where its author's public
 * posts are, and its OpenAPI summaries. Its texts follow from its name in the strings catalogue
 * (`listingSaved`, `requirementsLoaded`, ...).
 */
export interface PostRoutesKind<Name extends 'listing' | 'requirement'> {
  /** The key of the post in an answer's data (`{ listing }`), and of its texts. */
  name: Name;
  /** The path of an author's public posts (`seller/:id`) and the text when it names no one. */
  author: { path: string; notFound: string };
  schemas: {
    request: z.ZodType;
    statusRequest: z.ZodType;
    mineQuery: z.ZodObject;
    answer: z.ZodType;
    pageAnswer: z.ZodType;
  };
  summaries: {
    create: string;
    mine: string;
    ofAuthor: string;
    get: { summary: string; description: string };
    update: string;
    delete: string;
    changeStatus: string;
    moderate: string;
  };
}

const m = messages.catalogue;
/** Errors of a write on one post that exists: signed out, not theirs, no such post, not now. */
const postWriteErrors = () =>
  ApiErrors(
    HttpStatus.UNAUTHORIZED,
    HttpStatus.FORBIDDEN,
    HttpStatus.NOT_FOUND,
    HttpStatus.CONFLICT,
  );

/**
 * The routes every kind of post has (docs/product/marketplace.md), thin over its service: the
 * class a kind's controller extends, naming only its path and tag. The methods keep the names they
 * had in each kind's controller (`ofSeller` too), so the OpenAPI operation ids stay as they were.
 */
export function PostRoutes<
  Name extends 'listing' | 'requirement',
  Request,
  StatusRequest,
  MineQuery,
  Detail,
  Page,
>(
  kind: PostRoutesKind<Name>,
  service: Type<PostRoutesService<Request, StatusRequest, MineQuery, Detail, Page>>,
) {
  const { schemas, summaries } = kind;
  const texts = {
    saved: m[`${kind.name}Saved`],
    loaded: m[`${kind.name}Loaded`],
    pageLoaded: m[`${kind.name}sLoaded`],
    deleted: m[`${kind.name}Deleted`],
  };
  /** A path id that is not a uuid names no post: 404 like a missing one. */
  const PostId = () => FoundById(postIdSchema, m[`${kind.name}NotFound`]);
  const answer = async (detail: Promise<Detail>, message: string) =>
    answered({ [kind.name]: await detail } as Record<Name, Detail>, message);

  abstract class Routes {
    constructor(
      @Inject(service)
      readonly posts: PostRoutesService<Request, StatusRequest, MineQuery, Detail, Page>,
    ) {}

    @Post()
    @HttpCode(HttpStatus.CREATED)
    @RateLimit(postWrites)
    @SignedInOnly()
    @BodyLimit(messageBodyLimitBytes)
    @ApiOperation({ summary: summaries.create })
    @Answers(schemas.answer, HttpStatus.CREATED)
    @ApiErrors(HttpStatus.UNAUTHORIZED, HttpStatus.FORBIDDEN, HttpStatus.CONFLICT)
    create(@CurrentUser() caller: AccessTokenIdentity, @ZodBody(schemas.request) request: Request) {
      return answer(this.posts.create(caller, request), texts.saved);
    }

    @Get('mine')
    @SignedInOnly()
    @ApiOperation({ summary: summaries.mine })
    @Answers(schemas.pageAnswer)
    @ApiErrors(HttpStatus.UNAUTHORIZED)
    async mine(
      @CurrentUser() caller: AccessTokenIdentity,
      @ZodQuery(schemas.mineQuery) query: MineQuery,
    ) {
      return answered(await this.posts.mine(caller, query), texts.pageLoaded);
    }

    @Get(`${kind.author.path}/:id`)
    @ApiOperation({ summary: summaries.ofAuthor })
    @Answers(schemas.pageAnswer)
    @ApiErrors(HttpStatus.NOT_FOUND)
    async ofSeller(
      @FoundById(postIdSchema, kind.author.notFound)
      id: string,
      @ZodQuery(pageQuerySchema) query: PageQuery,
    ) {
      return answered(await this.posts.ofAuthor(id, query), texts.pageLoaded);
    }

    @Get(':id')
    @UseGuards(OptionalJwtAuthGuard)
    @ApiOperation(summaries.get)
    @Answers(schemas.answer)
    @ApiErrors(HttpStatus.NOT_FOUND)
    get(
      @OptionalUser() viewer: AccessTokenIdentity | null,
      @PostId() id: string,
      @Req() request: FastifyRequest,
    ) {
      const agent = request.headers['user-agent'];
      const from = {
        address: clientAddress(request),
        userAgent: typeof agent === 'string' ? agent : '',
      };
      return answer(this.posts.get(viewer, id, from), texts.loaded);
    }

    @Put(':id')
    @RateLimit(postWrites)
    @SignedInOnly()
    @BodyLimit(messageBodyLimitBytes)
    @ApiOperation({ summary: summaries.update })
    @Answers(schemas.answer)
    @postWriteErrors()
    update(
      @CurrentUser() caller: AccessTokenIdentity,
      @PostId() id: string,
      @ZodBody(schemas.request) request: Request,
    ) {
      return answer(this.posts.update(caller, id, request), texts.saved);
    }

    @Delete(':id')
    @SignedInOnly()
    @ApiOperation({ summary: summaries.delete })
    @Answers(doneAnswerSchema)
    @postWriteErrors()
    async delete(@CurrentUser() caller: AccessTokenIdentity, @PostId() id: string) {
      await this.posts.delete(caller, id);
      return done(texts.deleted);
    }

    @Post(':id/status')
    @HttpCode(HttpStatus.OK)
    @RateLimit(postWrites)
    @SignedInOnly()
    @ApiOperation({ summary: summaries.changeStatus })
    @Answers(schemas.answer)
    @postWriteErrors()
    changeStatus(
      @CurrentUser() caller: AccessTokenIdentity,
      @PostId() id: string,
      @ZodBody(schemas.statusRequest) request: StatusRequest,
    ) {
      return answer(this.posts.changeStatus(caller, id, request), m.statusChanged);
    }

    @Post(':id/moderation')
    @HttpCode(HttpStatus.OK)
    @SignedInOnly()
    @ApiOperation({ summary: summaries.moderate })
    @Answers(schemas.answer)
    @postWriteErrors()
    moderate(
      @CurrentUser() caller: AccessTokenIdentity,
      @PostId() id: string,
      @ZodBody(moderationRequestSchema) request: ModerationRequest,
    ) {
      return answer(this.posts.moderate(caller, id, request), m.statusChanged);
    }
  }
  return Routes;
}

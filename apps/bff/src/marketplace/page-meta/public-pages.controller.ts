import { Controller, Get, Header, HttpStatus, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  messages,
  pageMetaAnswerSchema,
  pageMetaQuerySchema,
  sitemapFileSchema,
  sitemapRules,
  type PageMetaAnswer,
  type PageMetaQuery,
} from '@matchbazaar/contracts';
import type { FastifyReply } from 'fastify';
import { answered } from '../../platform/common/answer.js';
import { ApiErrors } from '../../platform/common/api-errors.decorator.js';
import { ApiException } from '../../platform/common/api-exception.js';
import { Answers, AnswersFile } from '../../platform/common/route-decorators.js';
import { FoundById, ZodQuery } from '../../platform/common/zod-params.decorator.js';
import { OpenBeforeLaunch } from '../../platform/site/open-before-launch.decorator.js';
import { PageMetaService } from './page-meta.service.js';
import { SitemapService } from './sitemap.service.js';

const cacheControl = `public, max-age=${sitemapRules.cacheSeconds}`;

/**
 * What makes the public pages findable and shareable (docs/product/findable-pages.md): each page's
 * head for the web server, robots.txt and the sitemap (the web server forwards /robots.txt,
 * /sitemap.xml and /sitemaps/ here). The page heads stay behind the pre-launch wall.
 */
@ApiTags('public pages')
@Controller('v1/public')
export class PublicPagesController {
  constructor(
    private readonly pages: PageMetaService,
    private readonly sitemap: SitemapService,
  ) {}

  @Get('page-meta')
  @ApiOperation({
    summary: "A public page's head: title, description, canonical URL, preview and JSON-LD",
    description:
      'Asked by the web server for each page it sends. `status` is what the page answers with: 404 for a post nobody may read, 410 for a closed or expired one. Before launch, only with the access pass, and never indexed.',
  })
  @Answers(pageMetaAnswerSchema)
  @ApiErrors(HttpStatus.BAD_REQUEST)
  async pageMeta(@ZodQuery(pageMetaQuerySchema) query: PageMetaQuery): Promise<PageMetaAnswer> {
    return answered(await this.pages.forPath(query.path), messages.pageHeads.loaded);
  }

  @Get('robots.txt')
  @OpenBeforeLaunch()
  @Header('content-type', 'text/plain; charset=utf-8')
  @Header('cache-control', cacheControl)
  @ApiOperation({ summary: 'robots.txt: before launch it shuts every crawler out' })
  @AnswersFile(['text/plain'])
  robots(): Promise<string> {
    return this.sitemap.robots();
  }

  @Get('sitemap.xml')
  @OpenBeforeLaunch()
  @ApiOperation({ summary: 'The sitemap index (none before launch)' })
  @AnswersFile(['application/xml'])
  @ApiErrors(HttpStatus.NOT_FOUND)
  async index(@Res() reply: FastifyReply): Promise<void> {
    send(reply, await this.sitemap.index());
  }

  @Get('sitemaps/:file')
  @OpenBeforeLaunch()
  @ApiOperation({ summary: 'One file of the sitemap: at most 50,000 URLs with their lastmod' })
  @AnswersFile(['application/xml'])
  @ApiErrors(HttpStatus.NOT_FOUND)
  async file(
    @FoundById(sitemapFileSchema, messages.api.notFound, 'file') file: string,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    send(reply, await this.sitemap.file(file));
  }
}

function send(reply: FastifyReply, xml: string | null): void {
  if (xml === null) throw new ApiException(HttpStatus.NOT_FOUND, messages.api.notFound);
  void reply.type('application/xml; charset=utf-8').header('cache-control', cacheControl).send(xml);
}

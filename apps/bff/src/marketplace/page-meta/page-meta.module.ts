import { Module } from '@nestjs/common';
import { SiteModule } from '../../platform/site/site.module.js';
import { PageMetaRepository } from './page-meta.repository.js';
import { PageMetaService } from './page-meta.service.js';
import { PublicPagesController } from './public-pages.controller.js';
import { SitemapService } from './sitemap.service.js';

/** /api/v1/public: the public pages' heads, robots.txt and the sitemap. */
@Module({
  imports: [SiteModule],
  controllers: [PublicPagesController],
  providers: [PageMetaService, SitemapService, PageMetaRepository],
})
export class PageMetaModule {}

import { Injectable } from '@nestjs/common';
import {
  personaOf,
  type ActivityItem,
  type ActivityPage,
  type DashboardOverview,
  type PageQuery,
} from '@matchbazaar/contracts';
import type { ActivityEntry } from '../../identity/activity/activity-entry.entity.js';
import { ActivityRepository } from '../../identity/activity/activity.repository.js';
import type { AccessTokenIdentity } from '../../platform/request-auth/access-token.service.js';
import { keysetFromCursor, pageOf } from '../../platform/common/post-keyset.js';
import { ListingsService } from '../listings/listings.service.js';
import { RequirementsRepository } from '../requirements/requirements.repository.js';
import { RequirementsService } from '../requirements/requirements.service.js';
import { SavedListingsService } from '../saved-listings/saved-listings.service.js';
import { ShopsService } from '../shops/shops.service.js';
import { DashboardRepository } from './dashboard.repository.js';

/** How many posts each overview card lists; its link leads to the rest. */
export const overviewCardSize = 3;
/** The recently viewed card shows a few more: they are one line each. */
const recentCardSize = 4;

/** Where a timeline line's subject can be seen in the web app. */
const hrefOf: Record<string, (id: string) => string> = {
  listing: (id) => `/marketplace/listing/${id}`,
  requirement: (id) => `/marketplace/requirement/${id}`,
  ticket: (id) => `/support/tickets/status?id=${id}`,
};

function toActivityItem(entry: ActivityEntry): ActivityItem {
  const link = entry.subjectKind ? hrefOf[entry.subjectKind] : undefined;
  return {
    id: entry.id,
    kind: entry.kind,
    at: entry.at.toISOString(),
    subject: entry.subject ?? null,
    href: link && entry.subjectId ? link(entry.subjectId) : null,
    status: entry.status ?? null,
  };
}

/**
 * The signed-in user's dashboard (docs/product/dashboard.md): the overview for their persona, read
 * through the catalogue's own services so cards look as they do everywhere, and their timeline.
 */
@Injectable()
export class DashboardService {
  constructor(
    private readonly figures: DashboardRepository,
    private readonly activity: ActivityRepository,
    private readonly listings: ListingsService,
    private readonly requirements: RequirementsService,
    private readonly requirementRows: RequirementsRepository,
    private readonly saved: SavedListingsService,
    private readonly shops: ShopsService,
  ) {}

  async overview(caller: AccessTokenIdentity): Promise<DashboardOverview> {
    const persona = personaOf(caller.role);
    const [requirements, recentViews, listings, saved] = await Promise.all([
      this.requirements.mine(caller, { status: 'open', limit: overviewCardSize }),
      this.saved.recentViews(caller.userId, recentCardSize),
      persona === 'seller' ? this.sellerFigures(caller) : null,
      persona === 'buyer' ? this.savedFigures(caller.userId) : null,
    ]);
    return {
      persona,
      requirements: { counts: requirements.counts ?? {}, open: requirements.items },
      listings,
      saved,
      recentViews,
    };
  }

  async timeline(userId: string, query: PageQuery): Promise<ActivityPage> {
    const rows = await this.activity.page(userId, keysetFromCursor(query.cursor), query.limit + 1);
    const { items, nextCursor } = pageOf(rows, query.limit, (row) => row.at);
    return { items: items.map(toActivityItem), nextCursor };
  }

  private async sellerFigures(caller: AccessTokenIdentity) {
    const sellerId = caller.userId;
    const [shop, mine, viewsByDay, savesThisWeek, expiringSoon, leads] = await Promise.all([
      this.shops.ownedBy(sellerId),
      this.listings.mine(caller, { limit: overviewCardSize }),
      this.figures.viewsByDay(sellerId),
      this.figures.savesThisWeek(sellerId),
      this.figures.expiringSoon(sellerId),
      this.figures.leads(sellerId, overviewCardSize),
    ]);
    const leadRows = await this.requirementRows.findByIds(leads.ids);
    const leadCards = await this.requirements.cards(
      leads.ids.flatMap((id) => leadRows.get(id) ?? []),
    );
    return {
      hasShop: shop !== null,
      counts: mine.counts ?? {},
      latest: mine.items,
      viewsByDay,
      viewsThisWeek: viewsByDay.reduce((sum, day) => sum + day.views, 0),
      savesThisWeek,
      expiringSoon,
      leads: { total: leads.total, latest: leadCards },
    };
  }

  private async savedFigures(userId: string) {
    const [page, total] = await Promise.all([
      this.saved.list(userId, { limit: overviewCardSize }),
      this.figures.savedCount(userId),
    ]);
    return { total, latest: page.items };
  }
}

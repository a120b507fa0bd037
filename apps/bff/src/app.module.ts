import { Module, type DynamicModule, type ForwardReference, type Type } from '@nestjs/common';
import { AccessModule } from './platform/access/access.module.js';
import { AdminModule } from './administration/admin/admin.module.js';
import { AdminOverviewModule } from './administration/admin-overview/admin-overview.module.js';
import { AdminSettingsModule } from './administration/admin-settings/admin-settings.module.js';
import { SearchSynonymsModule } from './administration/search-synonyms/search-synonyms.module.js';
import { AdminUsersModule } from './administration/admin-users/admin-users.module.js';
import { AuditTrailModule } from './administration/audit-trail/audit-trail.module.js';
import { AuditModule } from './platform/audit/audit.module.js';
import { AccountMessagesModule } from './identity/account-messages/account-messages.module.js';
import { AccountsModule } from './identity/auth/accounts.module.js';
import { AccountErasureModule } from './identity/account-erasure/account-erasure.module.js';
import { AccountExportModule } from './identity/account-export/account-export.module.js';
import { AddressesModule } from './identity/addresses/addresses.module.js';
import { AuthModule } from './identity/auth/auth.module.js';
import { ConfigModule } from './platform/config/config.module.js';
import { ContactModule } from './administration/contact/contact.module.js';
import type { BffConfig } from './platform/config/bff-config.js';
import { DashboardModule } from './marketplace/dashboard/dashboard.module.js';
import { DatabaseModule } from './platform/database/database.module.js';
import { StartupTasks } from './platform/database/startup-tasks.js';
import { HealthModule } from './platform/health/health.module.js';
import { MetricsModule } from './platform/metrics/metrics.module.js';
import { LaunchDayModule } from './administration/launch-day/launch-day.module.js';
import { DemoCatalogueModule } from './marketplace/demo-catalogue/demo-catalogue.module.js';
import { HomeFeedModule } from './marketplace/home-feed/home-feed.module.js';
import { ImagesModule } from './marketplace/images/images.module.js';
import { ListingImportModule } from './marketplace/listing-import/listing-import.module.js';
import { PostExpiryModule } from './marketplace/post-expiry/post-expiry.module.js';
import { ReportsModule } from './marketplace/reports/reports.module.js';
import { ReviewQueueModule } from './administration/review-queue/review-queue.module.js';
import { SearchModule } from './marketplace/search/search.module.js';
import { SearchEventsModule } from './marketplace/search-events/search-events.module.js';
import { ListingsModule } from './marketplace/listings/listings.module.js';
import { ProposalsModule } from './marketplace/proposals/proposals.module.js';
import { ReviewsModule } from './marketplace/reviews/reviews.module.js';
import { MatchingModule } from './marketplace/matching/matching.module.js';
import { SavedSearchesModule } from './marketplace/saved-searches/saved-searches.module.js';
import { PushModule } from './marketplace/push/push.module.js';
import { RequirementsModule } from './marketplace/requirements/requirements.module.js';
import { SavedListingsModule } from './marketplace/saved-listings/saved-listings.module.js';
import { SellerAnalyticsModule } from './marketplace/seller-analytics/seller-analytics.module.js';
import { ConversationsModule } from './marketplace/conversations/conversations.module.js';
import { ShopsModule } from './marketplace/shops/shops.module.js';
import { QueuesModule } from './platform/queues/queues.module.js';
import { LedgerModule } from './marketplace/ledger/ledger.module.js';
import { OrdersModule } from './marketplace/orders/orders.module.js';
import { RealtimeModule } from './platform/realtime/realtime.module.js';
import { RateLimitModule } from './platform/rate-limits/rate-limit.module.js';
import { RedisModule } from './platform/redis/redis.module.js';
import { SettingsModule } from './platform/settings/settings.module.js';
import { SiteModule } from './platform/site/site.module.js';
import { SmsOutboxModule } from './platform/sms/sms-outbox.module.js';
import { SubscriptionsModule } from './identity/subscriptions/subscriptions.module.js';
import { SupportTicketsModule } from './administration/support-tickets/support-tickets.module.js';
import { ProfileModule } from './identity/profile/profile.module.js';
import { NotificationsModule } from './marketplace/notifications/notifications.module.js';
import { PageMetaModule } from './marketplace/page-meta/page-meta.module.js';

export type ModuleImport = Type | DynamicModule | Promise<DynamicModule> | ForwardReference;

@Module({})
export class AppModule {
  /** `extraImports` lets integration tests mount test-only controllers; the app itself passes none. */
  static forRoot(config: BffConfig, extraImports: ModuleImport[] = []): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        DatabaseModule,
        RedisModule,
        RateLimitModule,
        SettingsModule,
        SiteModule,
        QueuesModule,
        AuthModule,
        AccountsModule,
        AccountMessagesModule,
        ProfileModule,
        AccountErasureModule,
        AccountExportModule,
        AddressesModule,
        HealthModule,
        MetricsModule,
        AccessModule,
        RealtimeModule,
        NotificationsModule,
        SubscriptionsModule,
        ContactModule,
        SupportTicketsModule,
        LaunchDayModule,
        AdminModule,
        AuditModule,
        AuditTrailModule,
        AdminOverviewModule,
        AdminUsersModule,
        AdminSettingsModule,
        SearchSynonymsModule,
        ImagesModule,
        ShopsModule,
        ListingsModule,
        DashboardModule,
        RequirementsModule,
        ProposalsModule,
        ReviewsModule,
        OrdersModule,
        LedgerModule,
        MatchingModule,
        SavedSearchesModule,
        PushModule,
        SavedListingsModule,
        HomeFeedModule,
        ListingImportModule,
        SearchModule,
        SearchEventsModule,
        ReportsModule,
        PostExpiryModule,
        ReviewQueueModule,
        ConversationsModule,
        SellerAnalyticsModule,
        PageMetaModule,
        ...(config.DEMO_CATALOGUE ? [DemoCatalogueModule] : []),
        // A developer's window on texts that were not really sent: only on a developer's machine
        // (NODE_ENV=development), never in production or a test deployment left reachable.
        ...(config.NODE_ENV === 'development' ? [SmsOutboxModule] : []),
        ...extraImports,
      ],
      providers: [StartupTasks],
    };
  }
}

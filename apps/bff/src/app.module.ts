import { Module, type DynamicModule, type ForwardReference, type Type } from '@nestjs/common';
import { AccessModule } from './access/access.module.js';
import { AdminModule } from './admin/admin.module.js';
import { AdminOverviewModule } from './admin-overview/admin-overview.module.js';
import { AdminSettingsModule } from './admin-settings/admin-settings.module.js';
import { AdminUsersModule } from './admin-users/admin-users.module.js';
import { AuditModule } from './audit/audit.module.js';
import { AccountMessagesModule } from './account-messages/account-messages.module.js';
import { AccountsModule } from './auth/accounts.module.js';
import { AccountErasureModule } from './account-erasure/account-erasure.module.js';
import { AccountExportModule } from './account-export/account-export.module.js';
import { AuthModule } from './auth/auth.module.js';
import { ConfigModule } from './config/config.module.js';
import { ContactModule } from './contact/contact.module.js';
import type { BffConfig } from './config/bff-config.js';
import { DashboardModule } from './dashboard/dashboard.module.js';
import { DatabaseModule } from './database/database.module.js';
import { StartupTasks } from './database/startup-tasks.js';
import { HealthModule } from './health/health.module.js';
import { LaunchDayModule } from './launch-day/launch-day.module.js';
import { DemoCatalogueModule } from './demo-catalogue/demo-catalogue.module.js';
import { HomeFeedModule } from './home-feed/home-feed.module.js';
import { ImagesModule } from './images/images.module.js';
import { ListingImportModule } from './listing-import/listing-import.module.js';
import { PostExpiryModule } from './post-expiry/post-expiry.module.js';
import { ReportsModule } from './reports/reports.module.js';
import { ReviewQueueModule } from './review-queue/review-queue.module.js';
import { SearchModule } from './search/search.module.js';
import { ListingsModule } from './listings/listings.module.js';
import { ProposalsModule } from './proposals/proposals.module.js';
import { ReviewsModule } from './reviews/reviews.module.js';
import { MatchingModule } from './matching/matching.module.js';
import { SavedSearchesModule } from './saved-searches/saved-searches.module.js';
import { RequirementsModule } from './requirements/requirements.module.js';
import { SavedListingsModule } from './saved-listings/saved-listings.module.js';
import { SellerAnalyticsModule } from './seller-analytics/seller-analytics.module.js';
import { ConversationsModule } from './conversations/conversations.module.js';
import { ShopsModule } from './shops/shops.module.js';
import { QueuesModule } from './queues/queues.module.js';
import { LedgerModule } from './ledger/ledger.module.js';
import { OrdersModule } from './orders/orders.module.js';
import { RealtimeModule } from './realtime/realtime.module.js';
import { RateLimitModule } from './redis/rate-limit.module.js';
import { RedisModule } from './redis/redis.module.js';
import { SettingsModule } from './settings/settings.module.js';
import { SiteModule } from './site/site.module.js';
import { SmsOutboxModule } from './sms/sms-outbox.module.js';
import { SubscriptionsModule } from './subscriptions/subscriptions.module.js';
import { SupportTicketsModule } from './support-tickets/support-tickets.module.js';
import { ProfileModule } from './profile/profile.module.js';
import { NotificationsModule } from './notifications/notifications.module.js';

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
        HealthModule,
        AccessModule,
        RealtimeModule,
        NotificationsModule,
        SubscriptionsModule,
        ContactModule,
        SupportTicketsModule,
        LaunchDayModule,
        AdminModule,
        AuditModule,
        AdminOverviewModule,
        AdminUsersModule,
        AdminSettingsModule,
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
        SavedListingsModule,
        HomeFeedModule,
        ListingImportModule,
        SearchModule,
        ReportsModule,
        PostExpiryModule,
        ReviewQueueModule,
        ConversationsModule,
        SellerAnalyticsModule,
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

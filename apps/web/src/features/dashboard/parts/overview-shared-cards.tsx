import { dashboardMessages, type DashboardOverview } from '@matchbazaar/contracts';
import { OverviewCard } from './overview-card';
import { ListingLines, RequirementLines } from './overview-post-lines';

const t = dashboardMessages.overview;

/** The user's open requirements, on both overviews (a seller's only when there are some). */
export function RequirementsCard({ data }: { data: DashboardOverview }) {
  return (
    <OverviewCard
      title={t.openRequirements}
      link={{ label: t.manageRequirements, to: '/dashboard/marketplace' }}
      empty={{
        text: t.openRequirementsEmpty,
        action: { label: t.postRequirement, to: '/marketplace/post-requirement' },
      }}
    >
      {data.requirements.open.length > 0 && <RequirementLines cards={data.requirements.open} />}
    </OverviewCard>
  );
}

/** The listings the user looked at last, on both overviews. */
export function RecentCard({ data }: { data: DashboardOverview }) {
  return (
    <OverviewCard
      title={t.recentViews}
      link={{ label: t.seeRecent, to: '/marketplace/recent' }}
      empty={{ text: t.recentEmpty }}
    >
      {data.recentViews.length > 0 && (
        <ListingLines cards={data.recentViews.map((view) => view.listing)} />
      )}
    </OverviewCard>
  );
}

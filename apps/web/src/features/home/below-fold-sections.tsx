import { ServerState } from '../../lib/server-state/server-state';
import { RecentOpportunities } from './recent-opportunities/recent-opportunities';
import { HowItWorks } from './sections/how-it-works';
import { ShopCarousel } from './sections/shop-carousel';
import { SuccessStories } from './sections/success-stories';
import { WhatWeOffer } from './sections/what-we-offer';
import { WhyChoose } from './sections/why-choose';

/**
 * The home page's sections after the hero, in the order of docs/product/site.md. This chunk loads
 * after the first view, so it brings the query cache for the recent listings.
 */
export function BelowFoldSections() {
  return (
    <ServerState>
      <ShopCarousel />
      <WhatWeOffer />
      <RecentOpportunities />
      <HowItWorks />
      <SuccessStories />
      <WhyChoose />
    </ServerState>
  );
}

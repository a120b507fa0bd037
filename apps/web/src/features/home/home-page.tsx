import { useDocumentTitle } from '../../components/use-document-title';
import { RecentOpportunities } from './recent-opportunities/recent-opportunities';
import { HeroSection } from './sections/hero-section';
import { HowItWorks } from './sections/how-it-works';
import { ShopCarousel } from './sections/shop-carousel';
import { SuccessStories } from './sections/success-stories';
import { WhatWeOffer } from './sections/what-we-offer';
import { WhyChoose } from './sections/why-choose';

/** The home page: SPEC.md 2.3's sections, in its order. */
export function HomePage() {
  useDocumentTitle(undefined);
  return (
    <>
      <HeroSection />
      <ShopCarousel />
      <WhatWeOffer />
      <RecentOpportunities />
      <HowItWorks />
      <SuccessStories />
      <WhyChoose />
    </>
  );
}

import { lazy, Suspense } from 'react';
import { useDocumentTitle } from '../../components/use-document-title';
import { HeroSection } from './sections/hero-section';
import { ShopCarousel } from './sections/shop-carousel';

// The first view needs only the hero and the carousel: the rest is its own chunk, requested as
// the page first renders (issue 5: the home page's initial JavaScript). `main` is at least a
// screen tall, so the footer stays out of the first view while it loads.
const BelowFoldSections = lazy(() =>
  import('./below-fold-sections').then((m) => ({ default: m.BelowFoldSections })),
);

/** The home page: SPEC.md 2.3's sections, in its order. */
export function HomePage() {
  useDocumentTitle(undefined);
  return (
    <>
      <HeroSection />
      <ShopCarousel />
      <Suspense fallback={null}>
        <BelowFoldSections />
      </Suspense>
    </>
  );
}

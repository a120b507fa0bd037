import { lazySection } from '../../components/lazy-section';
import { useDocumentTitle } from '../../components/use-document-title';
import { HeroSection } from './sections/hero-section';

// The first view is the hero (on a 1280 x 900 screen too): the rest is its own chunk, requested as
// the page first renders (the home page's first-load budget, docs/product/constants.md). `main` is
// at least a screen tall, so the footer stays out of the first view while it loads.
const BelowFoldSections = lazySection(() =>
  import('./below-fold-sections').then((m) => m.BelowFoldSections),
);

/** The home page: the sections of docs/product/site.md, in order. */
export function HomePage() {
  useDocumentTitle(undefined);
  return (
    <>
      <HeroSection />
      <BelowFoldSections />
    </>
  );
}

import { lazySection } from '../../components/lazy-section';
import type { SiteChrome } from './site-chrome-slots';
import { SiteHeader } from './site-header/site-header';

// Below every page's first view (`main` is at least a screen tall): its links, the social icons and
// the content index load as the page first renders, not before it (the budget in
// docs/product/constants.md).
const SiteFooter = lazySection(() => import('./site-footer').then((m) => m.SiteFooter));

/**
 * The public site's header and footer, handed to the root layout by the site layout route's
 * `handle` (app/routes.tsx): it draws them before and after its `main`, in the server's HTML as
 * in the browser. The launch page, the gate and the waitlist's link pages are outside that route
 * and have no site chrome. Its own chunk, so those pages never download it.
 */
export const siteChrome: SiteChrome = { Header: SiteHeader, Footer: SiteFooter };

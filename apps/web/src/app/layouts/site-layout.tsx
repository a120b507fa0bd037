import { createPortal } from 'react-dom';
import { Outlet } from 'react-router-dom';
import { lazySection } from '../../components/lazy-section';
import { useSiteChromeSlots } from './site-chrome-slots';
import { SiteHeader } from './site-header/site-header';

// Below every page's first view (`main` is at least a screen tall): its links, the social icons and
// the content index load as the page first renders, not before it (the budget in
// docs/product/constants.md).
const SiteFooter = lazySection(() => import('./site-footer').then((m) => m.SiteFooter));

/**
 * The layout of the public site's pages: the skip link and header before the root layout's `main`,
 * the page inside it, the footer after it. The launch page, the gate and the waitlist's link pages
 * are outside this layout and have no site chrome.
 */
export function SiteLayout() {
  const slots = useSiteChromeSlots();
  return (
    <>
      {slots.header && createPortal(<SiteHeader />, slots.header)}
      <Outlet />
      {slots.footer && createPortal(<SiteFooter />, slots.footer)}
    </>
  );
}

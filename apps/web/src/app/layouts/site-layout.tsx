import { createPortal } from 'react-dom';
import { Outlet } from 'react-router-dom';
import { useSiteChromeSlots } from './site-chrome-slots';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header/site-header';
import { SkipLink } from './site-header/skip-link';

/**
 * The layout of the public site's pages: the skip link and header before the root layout's `main`,
 * the page inside it, the footer after it. The launch page, the gate and the waitlist's link pages
 * are outside this layout and have no site chrome.
 */
export function SiteLayout() {
  const slots = useSiteChromeSlots();
  return (
    <>
      {slots.header &&
        createPortal(
          <>
            <SkipLink />
            <SiteHeader />
          </>,
          slots.header,
        )}
      <Outlet />
      {slots.footer && createPortal(<SiteFooter />, slots.footer)}
    </>
  );
}

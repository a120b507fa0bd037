/**
 * The shell's measures (docs/product/dashboard.md): the sidebar is 64 units (16rem) open and 20
 * (5rem) collapsed on a wide screen; below 768 px a 4rem rail that opens to 15rem over the page.
 */
export const topBarHeight = 64;

export function sidebarWidth(narrow: boolean, open: boolean): string {
  if (narrow) return open ? '15rem' : '4rem';
  return open ? '16rem' : '5rem';
}

/** How far the page and footer sit from the left: the sidebar's width, or the rail's under an overlay. */
export function contentInset(narrow: boolean, open: boolean): string {
  return narrow ? sidebarWidth(true, false) : sidebarWidth(false, open);
}

export const sidebarTransition = 'width 200ms ease, padding-left 200ms ease';

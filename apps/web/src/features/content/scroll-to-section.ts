/**
 * Brings a section (a heading or an FAQ entry with this id) into view and moves focus to it, so
 * keyboard and screen-reader users continue reading there. Smooth unless the reader asked the
 * system for reduced motion.
 */
export function scrollToSection(id: string, smooth = true): boolean {
  const target = document.getElementById(id);
  if (!target) return false;
  const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  target.scrollIntoView({ behavior: smooth && !reduced ? 'smooth' : 'auto', block: 'start' });
  // A section may name its own control to focus (an FAQ entry: its question's button).
  const focusable = target.querySelector<HTMLElement>('[data-section-focus]') ?? target;
  if (focusable.tabIndex < 0 && !focusable.hasAttribute('tabindex')) {
    focusable.setAttribute('tabindex', '-1');
  }
  focusable.focus({ preventScroll: true });
  return true;
}

/** Puts `#id` in the address bar (shareable, honoured on load) without a router navigation. */
export function replaceHash(id: string) {
  const url = new URL(window.location.href);
  url.hash = id;
  // The router's own entry state (its key and index) stays as it is.
  window.history.replaceState(window.history.state, '', url);
}

/** The section named by a URL hash ('#a%20b' -> 'a b'), or null. */
export function sectionOfHash(hash: string): string | null {
  if (hash.length < 2) return null;
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return null;
  }
}

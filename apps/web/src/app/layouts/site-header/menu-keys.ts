import type { KeyboardEvent } from 'react';

/** The menu items that belong to this menu or menubar (not to a menu nested inside it). */
export function menuItemsOf(menu: HTMLElement | null): HTMLElement[] {
  if (!menu) return [];
  return [...menu.querySelectorAll<HTMLElement>('[role="menuitem"]')].filter(
    (item) => item.parentElement?.closest('[role="menu"], [role="menubar"]') === menu,
  );
}

/** Which item of a panel takes focus when it opens: from the keyboard, the first or last; by mouse, none. */
export type InitialFocus = 'first' | 'last' | null;

export function focusFirstItem(menu: HTMLElement | null, which: 'first' | 'last' = 'first') {
  const items = menuItemsOf(menu);
  (which === 'first' ? items[0] : items.at(-1))?.focus();
}

/**
 * The keys every menu shares (WAI-ARIA menu pattern): arrows along its orientation (wrapping),
 * Home, End, and typeahead (a letter moves to the next item starting with it). Returns whether it
 * handled the key; the caller handles the keys that open, close or leave menus.
 */
export function moveWithinMenu(
  event: KeyboardEvent<HTMLElement>,
  menu: HTMLElement | null,
  orientation: 'vertical' | 'horizontal',
): boolean {
  const items = menuItemsOf(menu);
  if (items.length === 0) return false;
  const current = items.indexOf(document.activeElement as HTMLElement);
  const [back, forward] =
    orientation === 'vertical' ? ['ArrowUp', 'ArrowDown'] : ['ArrowLeft', 'ArrowRight'];
  let next: number | null = null;
  if (event.key === forward) next = (current + 1) % items.length;
  else if (event.key === back) next = (current - 1 + items.length) % items.length;
  else if (event.key === 'Home') next = 0;
  else if (event.key === 'End') next = items.length - 1;
  else if (event.key.length === 1 && /\S/.test(event.key) && !event.ctrlKey && !event.metaKey) {
    const letter = event.key.toLocaleLowerCase();
    for (let step = 1; step <= items.length; step += 1) {
      const index = (current + step) % items.length;
      const text = items[index]?.textContent?.trim().toLocaleLowerCase() ?? '';
      if (text.startsWith(letter)) {
        next = index;
        break;
      }
    }
    if (next === null) return false;
  }
  if (next === null) return false;
  event.preventDefault();
  items[next]?.focus();
  return true;
}

/** Space activates a link menu item, as Enter does natively. */
export function activateOnSpace(event: KeyboardEvent<HTMLElement>): boolean {
  if (event.key !== ' ') return false;
  const target = event.target as HTMLElement;
  if (target.getAttribute('role') !== 'menuitem') return false;
  event.preventDefault();
  target.click();
  return true;
}

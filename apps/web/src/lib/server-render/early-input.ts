// A server-rendered page is on screen, links and buttons and all, seconds before its app runs on a
// slow phone (the page's chunks download, then React takes the HTML over). A press on a button
// meanwhile would do nothing, and a link would leave by a full page load. The entry holds such a
// click from its start and replays it on the same element once the app has taken the page over
// (React keeps the server's elements when it hydrates them), with a busy cursor in between.
// Words typed meanwhile stay in their box, but the app, which takes the box over as it finds it,
// would never hear of them (no suggestions, a search of nothing): they are handed to it as if
// typed again.

/** What a press may mean on a page before its app runs: controls and the site's own links. */
const controls =
  'button, a[href], [role="button"], [role="tab"], [role="menuitem"], [role="option"], summary, label, input[type="checkbox"], input[type="radio"]';

let held: HTMLElement | null = null;
let holding = false;

function hold(event: MouseEvent): void {
  // A new tab, a download, a right or middle press: the browser's own business.
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return;
  const target = event.target instanceof Element ? event.target.closest(controls) : null;
  if (!(target instanceof HTMLElement)) return;
  if (
    target instanceof HTMLAnchorElement &&
    (target.origin !== window.location.origin || target.target === '_blank' || target.download)
  )
    return;
  event.preventDefault();
  event.stopPropagation();
  // The last press is the one meant.
  held = target;
  document.documentElement.style.cursor = 'progress';
}

/** From the entry's start, on a page the server rendered. */
export function holdEarlyInput(): void {
  if (holding) return;
  holding = true;
  document.addEventListener('click', hold, true);
}

/**
 * The app has taken the page over (its first commit): presses go to it from now on, the one held
 * is replayed, and `html[data-app="ready"]` says so (end-to-end tests wait for it).
 */
export function appTookOver(): void {
  document.documentElement.dataset.app = 'ready';
  if (!holding) return;
  holding = false;
  document.removeEventListener('click', hold, true);
  document.documentElement.style.cursor = '';
  typedBefore();
  const target = held;
  held = null;
  // A page drawn afresh (a signed-in browser) replaced the element: that press is gone.
  if (target?.isConnected) target.click();
}

/** Text boxes whose words differ from the server's: an input event for each, as React expects. */
function typedBefore(): void {
  // A box ticked or left alone keeps its default value; a file box's value cannot be set.
  const boxes = document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
    '#root input:not([type=file]), #root textarea',
  );
  for (const box of boxes) {
    const typed = box.value;
    if (typed === box.defaultValue) continue;
    // React notices a change by the value it last saw: let it see the server's, then the words.
    box.value = box.defaultValue;
    const prototype =
      box instanceof HTMLTextAreaElement
        ? HTMLTextAreaElement.prototype
        : HTMLInputElement.prototype;
    Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(box, typed);
    box.dispatchEvent(new Event('input', { bubbles: true }));
  }
}

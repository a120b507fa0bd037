// When to offer installing the app (docs/product/installable-app.md): once the person has posted
// (a seller's listing or a buyer's requirement), never on their first visit, never again once they
// said no or installed it. The posting pages say when a post went out (notePostPublished); the
// installable app's agent (features/pwa/pwa-agent.tsx) listens.

export interface InstallMemory {
  /** Browser sessions that opened the app, this one included. */
  visits: number;
  /** A listing or requirement was published from this browser. */
  posted: boolean;
  /** "Not now", or the browser's own dialog closed without installing. */
  dismissed: boolean;
  installed: boolean;
}

/** How this browser installs: Chrome's own dialog, Safari's Share menu on iOS, or not at all. */
export type InstallWay = 'prompt' | 'ios' | 'none';

export function installOffer(
  memory: InstallMemory,
  way: InstallWay,
): Exclude<InstallWay, 'none'> | null {
  if (way === 'none' || memory.dismissed || memory.installed) return null;
  return memory.posted && memory.visits >= 2 ? way : null;
}

/** iPhone and iPad (iPadOS says it is a Mac, but one with a touch screen). */
export function isIos(userAgent: string, platform: string, maxTouchPoints: number): boolean {
  return /iPad|iPhone|iPod/.test(userAgent) || (platform === 'MacIntel' && maxTouchPoints > 1);
}

const key = 'mb.pwa.install';
const sessionKey = 'mb.pwa.visit';

// Storage by hand, not lib/local-storage: importing it here would split it out of the entry chunk
// into a file of its own, and the home page's first load would pay for the extra request.
export function readInstallMemory(): InstallMemory {
  try {
    const stored = JSON.parse(window.localStorage.getItem(key) ?? '{}') as Partial<InstallMemory>;
    return {
      visits: typeof stored.visits === 'number' ? stored.visits : 0,
      posted: stored.posted === true,
      dismissed: stored.dismissed === true,
      installed: stored.installed === true,
    };
  } catch {
    return { visits: 0, posted: false, dismissed: false, installed: false };
  }
}

export function rememberInstall(change: Partial<InstallMemory>): InstallMemory {
  const memory = { ...readInstallMemory(), ...change };
  try {
    window.localStorage.setItem(key, JSON.stringify(memory));
  } catch {
    // Private mode or full: the offer may come again, nothing worse.
  }
  return memory;
}

/** Counts this browser session as a visit, once (sessionStorage lives as long as the tab). */
export function countVisit(): InstallMemory {
  let counted: boolean;
  try {
    counted = window.sessionStorage.getItem(sessionKey) !== null;
    window.sessionStorage.setItem(sessionKey, '1');
  } catch {
    // Without session storage every load would count: count none.
    counted = true;
  }
  const memory = readInstallMemory();
  return counted ? memory : rememberInstall({ visits: memory.visits + 1 });
}

export const postPublishedEvent = 'matchbazaar:post-published';

/** A listing or requirement just went out (live or to review): the moment for the offer. */
export function notePostPublished(): void {
  rememberInstall({ posted: true });
  window.dispatchEvent(new Event(postPublishedEvent));
}

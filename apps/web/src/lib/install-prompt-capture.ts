// Chrome's `beforeinstallprompt` comes once per page, soon after load, and can come before the
// installable app's agent (features/pwa/pwa-agent.tsx, a lazy chunk) has loaded, above all on a
// server-rendered page whose app starts late. The entry listens from its first line and keeps the
// event; the agent takes it over when it runs.

/** Chrome's event: the browser could install the app, and waits for the page to ask. */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let kept: BeforeInstallPromptEvent | null = null;
let onEvent: (() => void) | null = null;

/** Called once by the entry (main.tsx). */
export function captureInstallPrompt(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    // No mini-infobar: the app offers installing itself, at its moment.
    event.preventDefault();
    kept = event as BeforeInstallPromptEvent;
    onEvent?.();
  });
}

/** The event the browser sent, if any and not yet used. */
export const installPromptEvent = () => kept;

/** Forgets the event: it was used, or the app was installed. */
export function dropInstallPrompt(): void {
  kept = null;
}

/** The agent's one listener, told when an event comes. */
export function onInstallPrompt(listener: () => void): void {
  onEvent = listener;
}

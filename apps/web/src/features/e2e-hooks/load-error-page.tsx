declare global {
  interface Window {
    /** How often the load-error loader ran: lets the e2e spec see that Retry re-runs it. */
    __e2eLoadAttempts?: number;
  }
}

/** `/__e2e__/load-error` (VITE_E2E_HOOKS builds only): its loader always fails. */
export function loader(): never {
  window.__e2eLoadAttempts = (window.__e2eLoadAttempts ?? 0) + 1;
  throw new Error('Boom from the loader');
}

/** Never rendered: the loader fails first. */
export function LoadErrorPage() {
  return null;
}

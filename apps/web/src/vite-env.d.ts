/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** 'true' connects the Stately inspector to every machine (dev server only). */
  readonly VITE_INSPECT?: string;
  /** 'true' adds the /__e2e__/* routes that Playwright uses to trigger error screens. */
  readonly VITE_E2E_HOOKS?: string;
  /** The API host (docs/product/api.md); empty or unset: the page's own origin. */
  readonly VITE_API_BASE_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

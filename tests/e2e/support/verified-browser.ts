import { test as base } from '@playwright/test';
import path from 'node:path';

/** Browser state that has passed the access gate, saved once per run by verified-browser.setup.ts. */
export const verifiedBrowserState = path.join(
  import.meta.dirname,
  '../.artifacts/verified-browser.json',
);

/**
 * `test` for specs that need the open site while the system runs before launch: every test still
 * gets a fresh context, one that carries the access cookie and the gate's storage flags.
 */
export const test = base.extend({ storageState: verifiedBrowserState });

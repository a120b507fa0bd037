import type { Browser, BrowserContext, TestInfo } from '@playwright/test';

/**
 * What the pages of one test wrote to the console as errors or React warnings, and the errors
 * they threw: every context the test opens is watched, its own and those it makes with
 * `browser.newContext`. For now the findings are reported, not failed on: each becomes an
 * annotation of the test ("console-error") in the JSON report, so the pages that log can be
 * fixed before the suite is made to fail on one: no page a user opens should log an error.
 */

/** The annotation's type in the report. */
export const consoleAnnotation = 'console-error';

/** The test now running in this worker collects here (one test at a time per worker). */
let current: string[] | null = null;
const watched = new WeakSet<BrowserContext>();

/** Lines a browser logs on its own, about the test set-up rather than the page. */
const ignored = [
  // A page closed or navigated while a request was in flight.
  /net::ERR_ABORTED/,
  // Pages a test breaks on purpose (a chunk that fails to load, a 500 it answers itself).
  /Failed to load resource: the server responded with a status of/,
];

export function watchContext(context: BrowserContext): void {
  if (watched.has(context)) return;
  watched.add(context);
  const note = (line: string) => {
    // The first line names it; a stack of minified frames says nothing more.
    const first = line.split('\n')[0]!.slice(0, 300);
    if (current && !ignored.some((pattern) => pattern.test(first))) current.push(first);
  };
  context.on('console', (message) => {
    const text = message.text();
    if (message.type() === 'error' || (message.type() === 'warning' && /React|Warning:/.test(text)))
      note(`${message.type()}: ${text} (${message.location().url})`);
  });
  context.on('weberror', (error) => note(`uncaught: ${error.error().message}`));
}

/** Makes the contexts a test opens itself watched too. */
export function watchNewContexts(browser: Browser): void {
  const marked = browser as Browser & { consoleWatched?: true };
  if (marked.consoleWatched) return;
  marked.consoleWatched = true;
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (...args) => {
    const context = await newContext(...args);
    watchContext(context);
    return context;
  };
}

/** Starts collecting for one test; the returned function ends it and reports what was found. */
export function collectFor(testInfo: TestInfo): () => void {
  const found: string[] = [];
  current = found;
  return () => {
    current = null;
    for (const line of [...new Set(found)].slice(0, 20))
      testInfo.annotations.push({ type: consoleAnnotation, description: line });
  };
}

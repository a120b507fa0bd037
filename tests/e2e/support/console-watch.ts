import { test as base, type Browser, type BrowserContext, type TestInfo } from '@playwright/test';

/**
 * What the pages of one test wrote to the console as errors or React warnings, and the errors
 * they threw: every context the test opens is watched, its own and those it makes with
 * `browser.newContext`. No page a user opens should log an error, so a test whose pages did
 * fails, naming each line; the lines are also annotations ("console-error") in the JSON report.
 */

/** The annotation's type in the report. */
export const consoleAnnotation = 'console-error';

/** The test now running in this worker collects here (one test at a time per worker). */
let current: string[] | null = null;
/** Lines the running test said its own breakage logs (`expectConsoleErrors`). */
let expected: RegExp[] = [];
const watched = new WeakSet<BrowserContext>();

/** Lines a browser logs on its own, about the test set-up rather than the page. */
const ignored = [
  // A page closed or navigated while a request was in flight.
  /net::ERR_ABORTED/,
  // Pages a test breaks on purpose (a chunk that fails to load, a 500 it answers itself, the
  // network taken away).
  /Failed to load resource: the server responded with a status of/,
  /net::ERR_INTERNET_DISCONNECTED/,
];

export function watchContext(context: BrowserContext): void {
  if (watched.has(context)) return;
  watched.add(context);
  const note = (line: string) => {
    // The first line names it; a stack of minified frames says nothing more.
    const first = line.split('\n')[0]!.slice(0, 300);
    if (current && ![...ignored, ...expected].some((pattern) => pattern.test(first)))
      current.push(first);
  };
  context.on('console', (message) => {
    const text = message.text();
    if (
      message.type() === 'error' ||
      (message.type() === 'warning' && /React|Warning:/.test(text))
    ) {
      // Where it came from first: a long message would otherwise push it past the cut.
      const { url, lineNumber } = message.location();
      note(`${message.type()} at ${url}:${lineNumber}: ${text}`);
    }
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

/**
 * A test that breaks a page on purpose (a chunk it refuses, a route it aborts) names the lines
 * that breakage makes the page log; anything else the page logs still fails it.
 */
export function expectConsoleErrors(...patterns: RegExp[]): void {
  expected.push(...patterns);
}

/** Starts collecting for one test; the returned function ends it and reports what was found. */
export function collectFor(testInfo: TestInfo): () => void {
  const found: string[] = [];
  current = found;
  expected = [];
  return () => {
    current = null;
    expected = [];
    const lines = [...new Set(found)].slice(0, 20);
    for (const line of lines)
      testInfo.annotations.push({ type: consoleAnnotation, description: line });
    // A test that failed already keeps its own reason; these lines are in its annotations.
    if (lines.length > 0 && testInfo.status === testInfo.expectedStatus) {
      throw new Error(`The pages logged ${lines.length} console error(s):\n${lines.join('\n')}`);
    }
  };
}

/** The watch as an automatic fixture: every test of a spec that uses this `test` is watched. */
export const watchedTest = base.extend<{ consoleWatch: void }>({
  consoleWatch: [
    async ({ browser, context }, use, testInfo) => {
      watchNewContexts(browser);
      watchContext(context);
      const report = collectFor(testInfo);
      await use();
      report();
    },
    { auto: true },
  ],
});

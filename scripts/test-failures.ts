// A few lines per failed test, read from the Jest and Playwright JSON reports, for the very end of
// `npm test`'s output: a CI log is often read from its tail only, and the runners' own failure
// reports scroll far above it.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Failures shown at most; the rest are counted. */
const shown = 12;

// eslint-disable-next-line no-control-regex -- the reports keep the runners' colour codes
const plain = (text: string) => text.replace(/\u001b\[[0-9;]*m/g, '');

/** The message's first line and the first line that points into a spec, each cut to 200 chars. */
function gist(message: string, root: string): string[] {
  const lines = plain(message)
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
  const where = lines.find((l) => /^at .*\.(spec|int-spec|fuzz-spec)\.tsx?:\d+/.test(l));
  return [lines[0] ?? '(no message)', ...(where ? [where.replace(`${root}/`, '')] : [])].map((l) =>
    l.length > 200 ? `${l.slice(0, 199)}…` : l,
  );
}

interface PlaywrightResult {
  status: string;
  retry: number;
  errors?: Array<{ message?: string; location?: { file: string; line: number } }>;
}
interface PlaywrightSuite {
  suites?: PlaywrightSuite[];
  specs?: Array<{
    title: string;
    file: string;
    line: number;
    tests: Array<{ results: PlaywrightResult[] }>;
  }>;
}

function e2eFailures(report: string, root: string): string[] {
  const { suites } = JSON.parse(readFileSync(report, 'utf8')) as { suites: PlaywrightSuite[] };
  const out: string[] = [];
  const walk = (list: PlaywrightSuite[] | undefined) => {
    for (const suite of list ?? []) {
      walk(suite.suites);
      for (const spec of suite.specs ?? [])
        for (const test of spec.tests)
          for (const result of test.results) {
            if (result.status === 'passed' || result.status === 'skipped') continue;
            // The located error says which step; the bare timeout line says only that time ran out.
            const errors = result.errors ?? [];
            const error = errors.find((e) => e.location) ?? errors[0];
            const at = error?.location ? `, line ${error.location.line}` : '';
            out.push(
              `e2e ${spec.file}:${spec.line} (try ${result.retry + 1}, ${result.status}${at}) ${spec.title.slice(0, 80)}`,
              ...gist(error?.message ?? '', root).map((l) => `    ${l}`),
            );
          }
    }
  };
  walk(suites);
  return out;
}

function jestFailures(report: string, root: string): string[] {
  const { testResults } = JSON.parse(readFileSync(report, 'utf8')) as {
    testResults: Array<{
      name: string;
      message?: string;
      assertionResults: Array<{ fullName: string; status: string; failureMessages: string[] }>;
    }>;
  };
  const out: string[] = [];
  for (const file of testResults) {
    const name = path.relative(root, file.name);
    const failed = file.assertionResults.filter((a) => a.status === 'failed');
    for (const a of failed)
      out.push(
        `jest ${name} › ${a.fullName.slice(0, 100)}`,
        ...gist(a.failureMessages[0] ?? '', root).map((l) => `    ${l}`),
      );
    // A suite that failed to run at all (set-up, a hook) has a message and no failed assertion.
    if (failed.length === 0 && file.message)
      out.push(
        `jest ${name} (the suite did not run)`,
        ...gist(file.message, root).map((l) => `    ${l}`),
      );
  }
  return out;
}

/** The digest's lines, or none when nothing failed (or no report was written). */
export function failureDigest(root: string, reports: { jest: string; e2e: string }): string[] {
  const entries: string[][] = [];
  const add = (lines: string[]) => {
    let current: string[] | undefined;
    for (const line of lines) {
      if (!line.startsWith('    ')) entries.push((current = []));
      current?.push(line);
    }
  };
  try {
    if (existsSync(reports.jest)) add(jestFailures(reports.jest, root));
  } catch {
    /* an unreadable report is counted as a failure by the caller */
  }
  try {
    if (existsSync(reports.e2e)) add(e2eFailures(reports.e2e, root));
  } catch {
    /* likewise */
  }
  if (entries.length === 0) return [];
  const lines = entries.slice(0, shown).flat();
  if (entries.length > shown) lines.push(`... and ${entries.length - shown} more`);
  return ['=== failures (first error of each try) ===', ...lines];
}

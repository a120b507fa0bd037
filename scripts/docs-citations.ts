// Checks that the repository stands on its own: nothing cites a document a clone does not have,
// and every `docs/...md` page (and `#section`) that code or docs cite exists. Run by
// docs-citations.spec.ts in the unit tier.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';

export interface Problem {
  file: string;
  line: number;
  problem: string;
}

/**
 * The planning documents the project started from live outside the repository; their names, and
 * the folder they sat in beside it, must not be cited. Whole upper-case words only, so ordinary
 * words (a "design", a test "spec") pass.
 */
const outsideDocument = /\b(?:SPEC|DESIGN|TOOLCHAIN)\b|(?:\.\.\/)+shared\/|\/work\/shared\b/g;

/** The project's issue tracker is not in a clone either: "issue 5", "Issue 4:". */
const issueNumber = /\b[Ii]ssues? \d+\b/g;

/** `docs/...md`, optionally with `#section`, not as the tail of a longer path or URL. */
const docsCitation = /(?<![\w./-])docs\/[\w./-]+?\.md(?:#[\w-]+)?/g;

/**
 * Relative Markdown links: `[text](target)`. URLs, in-page anchors and site paths (`/about`, in the
 * web app's content pages, which their own spec checks) are left alone.
 */
const markdownLink = /\]\((?!https?:|mailto:|#|\/)([^)\s]+)\)/g;

function lineOf(text: string, index: number): number {
  let line = 1;
  for (let i = 0; i < index; i++) if (text.charCodeAt(i) === 10) line++;
  return line;
}

/** Every citation of a document outside the repository in `text`. */
export function outsideCitations(file: string, text: string): Problem[] {
  const documents = [...text.matchAll(outsideDocument)].map((m) => ({
    file,
    line: lineOf(text, m.index),
    problem: `cites "${m[0]}", which is not in the repository: cite the page under docs/ instead`,
  }));
  const issues = [...text.matchAll(issueNumber)].map((m) => ({
    file,
    line: lineOf(text, m.index),
    problem: `cites "${m[0]}" of the issue tracker, which a clone does not have: say why in words, or cite docs/`,
  }));
  return [...documents, ...issues].sort((a, b) => a.line - b.line);
}

/** A heading's anchor as GitHub makes it: lower case, punctuation dropped, spaces to hyphens. */
export function headingSlug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

function anchorsOf(markdown: string): Set<string> {
  const headings = [...markdown.matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)].map((m) => m[1] ?? '');
  return new Set(headings.map(headingSlug));
}

/**
 * A cited target that does not resolve: the file is missing, or the `#section` names no heading
 * in it. `read` gives a file's text (or undefined when there is none), so tests can pass a map.
 */
function brokenTarget(
  target: string,
  read: (path: string) => string | undefined,
): string | undefined {
  const [path = '', anchor] = target.split('#');
  const text = read(path);
  if (text === undefined) return `cites ${target}, which does not exist`;
  if (anchor && !anchorsOf(text).has(anchor)) {
    return `cites ${target}, but ${path} has no heading with that anchor`;
  }
  return undefined;
}

/**
 * `docs/...md` citations in any file, read from the repository's root, and relative links in
 * Markdown files, read from the linking file's folder.
 */
export function brokenDocsCitations(
  file: string,
  text: string,
  read: (path: string) => string | undefined,
): Problem[] {
  const problems: Problem[] = [];
  const report = (index: number, problem: string | undefined) => {
    if (problem) problems.push({ file, line: lineOf(text, index), problem });
  };
  for (const m of text.matchAll(docsCitation)) report(m.index, brokenTarget(m[0], read));
  if (file.endsWith('.md')) {
    for (const m of text.matchAll(markdownLink)) {
      const [target = '', anchor] = (m[1] ?? '').split('#');
      const resolved = normalize(join(dirname(file), target));
      if (resolved.startsWith('..')) {
        report(m.index, `links to ${m[1]}, outside the repository`);
        continue;
      }
      // A link to a folder (docs/decisions/) is fine when the folder exists.
      const exists = read(resolved) !== undefined || read(`${resolved}/`) !== undefined;
      if (!exists) report(m.index, `links to ${m[1]}, which does not exist`);
      else if (anchor && resolved.endsWith('.md')) {
        report(m.index, brokenTarget(`${resolved}#${anchor}`, read));
      }
    }
  }
  return problems;
}

/** Tracked files plus new ones not ignored, relative to `root`. */
export function repositoryFiles(root: string): string[] {
  const listed = spawnSync(
    'git',
    ['ls-files', '-z', '--cached', '--others', '--exclude-standard'],
    {
      cwd: root,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  if (listed.status !== 0) throw new Error(`git ls-files failed: ${listed.stderr}`);
  return [...new Set(listed.stdout.split('\0').filter(Boolean))].filter((file) =>
    existsSync(join(root, file)),
  );
}

/** Reads a repository file's text; undefined when it is missing; '' for a folder. */
export function repositoryReader(root: string): (path: string) => string | undefined {
  return (path) => {
    const full = join(root, path);
    if (!existsSync(full)) return undefined;
    return statSync(full).isDirectory() ? '' : readFileSync(full, 'utf8');
  };
}

/** Every problem in the repository at `root`, skipping binary files and the files in `skip`. */
export function checkRepository(root: string, skip: readonly string[] = []): Problem[] {
  const read = repositoryReader(root);
  const problems: Problem[] = [];
  for (const file of repositoryFiles(root)) {
    if (skip.includes(file)) continue;
    const bytes = readFileSync(join(root, file));
    if (bytes.includes(0)) continue;
    const text = bytes.toString('utf8');
    problems.push(...outsideCitations(file, text), ...brokenDocsCitations(file, text, read));
  }
  return problems;
}

export function formatProblems(root: string, problems: readonly Problem[]): string {
  return problems
    .map((p) => `${relative(root, join(root, p.file))}:${p.line}: ${p.problem}`)
    .join('\n');
}

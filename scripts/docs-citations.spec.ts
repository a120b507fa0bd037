import { describe, expect, it } from '@jest/globals';
import { join } from 'node:path';
import {
  brokenDocsCitations,
  checkRepository,
  formatProblems,
  headingSlug,
  outsideCitations,
} from './docs-citations.ts';

const root = join(import.meta.dirname, '..');

/** Both files spell out the names they look for. */
const checker = ['scripts/docs-citations.ts', 'scripts/docs-citations.spec.ts'];

const spec = ['SP', 'EC'].join('');
const design = ['DES', 'IGN'].join('');
const toolchain = ['TOOL', 'CHAIN'].join('');
// The folder beside the repository, spelled in parts like the names above.
const beside = ['..', 'shared'].join('/');

describe('citations of documents outside the repository', () => {
  it.each([
    [`// see ${spec}.md section 5`],
    [`/** ${design}.md "Tokens" */`],
    [`the ${toolchain}.md facts`],
    [`[spec](${beside}/${spec}.md)`],
    [`read ../${beside}/notes.md`],
    [`as ${spec}'s counter does`],
    [`in ${spec} order`],
    [`(${design} "Site mode")`],
    [`/work/shared/${design}.md`],
    ['// the budget of issue 5'],
    [' * Issue 4: accounts.'],
  ])('flags %p', (text) => {
    expect(outsideCitations('a.ts', text).length).toBeGreaterThan(0);
  });

  it.each([
    ['the design of the form'],
    ['a unit spec and its fixtures'],
    ['the specification of the product'],
    [`import { x } from '${beside}-ui/x.js';`],
    ['docs/product/access-gate.md'],
    ['an issue with the cache, tissue 5'],
  ])('lets %p through', (text) => {
    expect(outsideCitations('a.ts', text)).toEqual([]);
  });

  it('names the line', () => {
    expect(outsideCitations('a.ts', `one\ntwo\n${spec}.md 3`)).toEqual([
      expect.objectContaining({ file: 'a.ts', line: 3 }),
    ]);
  });
});

describe('citations of docs/ pages', () => {
  const files: Record<string, string> = {
    'docs/product/gate.md': '# The gate\n\n## The rules\n\ntext\n\n### Browser storage\n',
    'docs/decisions/0001-x.md': '# 0001. X\n',
    'docs/decisions/': '',
    'README.md': '# Read me\n',
  };
  const read = (path: string) => files[path];

  it('accepts pages and sections that exist', () => {
    const text =
      '// docs/product/gate.md, docs/product/gate.md#the-rules and docs/decisions/0001-x.md.';
    expect(brokenDocsCitations('apps/a.ts', text, read)).toEqual([]);
  });

  it('flags a page that does not exist', () => {
    const problems = brokenDocsCitations('apps/a.ts', '// docs/product/gates.md', read);
    expect(problems).toEqual([
      { file: 'apps/a.ts', line: 1, problem: 'cites docs/product/gates.md, which does not exist' },
    ]);
  });

  it('flags a section that does not exist', () => {
    const problems = brokenDocsCitations('apps/a.ts', 'docs/product/gate.md#lockout', read);
    expect(problems).toHaveLength(1);
    expect(problems[0]?.problem).toContain('no heading with that anchor');
  });

  it('leaves paths that merely end in docs/ alone', () => {
    const text = "import x from './docs/openapi.md'; https://example.com/docs/missing.md";
    expect(brokenDocsCitations('apps/a.ts', text, read)).toEqual([]);
  });

  it("checks Markdown links from the linking file's folder", () => {
    const text = [
      '[ok](../decisions/0001-x.md)',
      '[folder](../decisions/)',
      '[section](gate.md#browser-storage)',
      '[site path](/about)',
      '[web](https://example.com/x.md)',
      '[missing](../decisions/0002-y.md)',
      '[bad section](gate.md#nothing)',
      '[outside](../../../elsewhere.md)',
    ].join('\n');
    const problems = brokenDocsCitations('docs/product/gate.md', text, read);
    expect(problems.map((p) => p.line)).toEqual([6, 7, 8]);
  });

  it('makes anchors as GitHub does', () => {
    expect(headingSlug('0016. The launch broadcast: exactly once')).toBe(
      '0016-the-launch-broadcast-exactly-once',
    );
    expect(headingSlug("The sign-in pages' rules")).toBe('the-sign-in-pages-rules');
  });
});

describe('this repository', () => {
  it('cites only documents it contains, and every cited docs/ page exists', () => {
    const problems = checkRepository(root, checker);
    expect(formatProblems(root, problems)).toBe('');
  });
});

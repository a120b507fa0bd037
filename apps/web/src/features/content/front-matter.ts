/**
 * The front matter of a content page: a block of `key: value` lines between `---` lines at the
 * top of its Markdown file. Strict on purpose: a typo in a key or a date fails the content spec
 * instead of silently dropping the line.
 */

export type ContentLayout = 'article' | 'faq';

export interface FrontMatter {
  /** Date of the last change, YYYY-MM-DD; shown as the "last updated" line. */
  updated: string;
  /** `faq`: every `## ` heading is a question shown as an accordion. */
  layout: ContentLayout;
  /** Show a table of contents built from the `## ` headings. */
  toc: boolean;
  /** Paths of related pages, listed under the content. */
  related: string[];
  /** Blog posts only (other pages take these from the site-pages index). */
  title?: string;
  summary?: string;
  author?: string;
}

export interface ContentDocument {
  meta: FrontMatter;
  body: string;
}

const isoDate = /^\d{4}-\d{2}-\d{2}$/;
const keys = new Set(['updated', 'layout', 'toc', 'related', 'title', 'summary', 'author']);

export function parseContentDocument(raw: string, source = 'content'): ContentDocument {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/.exec(raw);
  if (!match) throw new Error(`${source}: missing front matter`);
  const fields = new Map<string, string>();
  for (const line of (match[1] ?? '').split(/\r?\n/)) {
    if (!line.trim()) continue;
    const colon = line.indexOf(':');
    const key = line.slice(0, colon).trim();
    if (colon < 1 || !keys.has(key)) throw new Error(`${source}: bad front matter line "${line}"`);
    fields.set(key, line.slice(colon + 1).trim());
  }

  const updated = fields.get('updated') ?? '';
  if (!isoDate.test(updated) || Number.isNaN(Date.parse(`${updated}T00:00:00Z`))) {
    throw new Error(`${source}: "updated" must be a date (YYYY-MM-DD)`);
  }
  const layout = fields.get('layout') ?? 'article';
  if (layout !== 'article' && layout !== 'faq') throw new Error(`${source}: unknown layout`);
  const toc = fields.get('toc') ?? 'false';
  if (toc !== 'true' && toc !== 'false') throw new Error(`${source}: "toc" is true or false`);
  const related = (fields.get('related') ?? '')
    .split(',')
    .map((path) => path.trim())
    .filter(Boolean);
  if (related.some((path) => !path.startsWith('/'))) {
    throw new Error(`${source}: related pages are absolute paths`);
  }

  return {
    meta: {
      updated,
      layout,
      toc: toc === 'true',
      related,
      title: fields.get('title'),
      summary: fields.get('summary'),
      author: fields.get('author'),
    },
    body: raw.slice(match[0].length),
  };
}

/** '2025-04-15' -> 'April 15, 2025' (the date as written, whatever the reader's time zone). */
export function formatContentDate(isoDay: string): string {
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${isoDay}T00:00:00Z`),
  );
}

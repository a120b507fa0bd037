import type { SitePage } from '@matchbazaar/contracts';
import { parseContentDocument, type FrontMatter } from './front-matter';
import { ancestorsOf, blogPath, findIndexedPage, findLinkablePage, type Crumb } from './page-index';

/**
 * The Markdown of every content page, one lazy chunk per file: a page downloads only its own text.
 * File path = site path: `/about/trust-and-safety` is `pages/about/trust-and-safety.md`.
 */
const sources = import.meta.glob<string>('./pages/**/*.md', { query: '?raw', import: 'default' });

const fileOf = (path: string) => `./pages${path}.md`;

export interface CardPage extends SitePage {
  /** Blog posts: their date and author. */
  updated?: string;
  author?: string;
}

export interface ContentPageData {
  path: string;
  title: string;
  summary: string;
  /** Null for a section index without its own Markdown: the summary and the cards say it all. */
  meta: FrontMatter | null;
  body: string;
  crumbs: Crumb[];
  children: CardPage[];
  related: SitePage[];
  /** Blog posts list their author. */
  author?: string;
}

async function readDocument(path: string) {
  const load = sources[fileOf(path)];
  return load ? parseContentDocument(await load(), fileOf(path)) : null;
}

const blogPrefix = `./pages${blogPath}/`;

/** Every blog post, newest first. */
async function listBlogPosts(): Promise<CardPage[]> {
  const posts = await Promise.all(
    Object.keys(sources)
      .filter((file) => file.startsWith(blogPrefix))
      .map(async (file) => {
        const path = file.slice('./pages'.length, -'.md'.length);
        const { meta } = (await readDocument(path))!;
        return {
          path,
          title: meta.title ?? path,
          summary: meta.summary ?? '',
          updated: meta.updated,
          author: meta.author,
        };
      }),
  );
  return posts.sort((a, b) => b.updated.localeCompare(a.updated));
}

/** Related pages: indexed or linked pages, and blog posts (whose titles are in their files). */
async function relatedPages(meta: FrontMatter | null): Promise<SitePage[]> {
  return Promise.all(
    (meta?.related ?? []).map(async (path) => {
      const page = findLinkablePage(path);
      if (page) return { path: page.path, title: page.title, summary: page.summary };
      const post = path.startsWith(`${blogPath}/`) ? await readDocument(path) : null;
      if (!post) throw new Error(`Related page ${path} is not a page of this site`);
      return { path, title: post.meta.title ?? path, summary: post.meta.summary ?? '' };
    }),
  );
}

/** Loader of an indexed page (contracts' site-pages). */
export async function loadContentPage(path: string): Promise<ContentPageData> {
  const page = findIndexedPage(path);
  if (!page) throw new Error(`${path} is not a content page`);
  const document = await readDocument(path);
  if (!document && !page.children.length) throw new Error(`${path} has no content`);
  const children = path === blogPath ? await listBlogPosts() : [...page.children];
  return {
    path,
    title: page.title,
    summary: page.summary,
    meta: document?.meta ?? null,
    body: document?.body ?? '',
    crumbs: ancestorsOf(path),
    children,
    related: await relatedPages(document?.meta ?? null),
  };
}

/** Loader of `/blog/:slug`; null when there is no such post. */
export async function loadBlogPost(slug: string | undefined): Promise<ContentPageData | null> {
  if (!slug || !/^[a-z0-9-]+$/.test(slug)) return null;
  const path = `${blogPath}/${slug}`;
  const document = await readDocument(path);
  if (!document) return null;
  const { meta, body } = document;
  return {
    path,
    title: meta.title ?? slug,
    summary: meta.summary ?? '',
    meta,
    body,
    crumbs: ancestorsOf(path),
    children: [],
    related: await relatedPages(meta),
    author: meta.author,
  };
}

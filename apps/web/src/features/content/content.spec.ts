import { describe, expect, it } from '@jest/globals';
import { company, contentPages, supportMenu } from '@matchbazaar/contracts';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseContentDocument } from './front-matter';
import { renderArticle, renderFaq } from './markdown';
import { ancestorsOf, contentPaths, findIndexedPage, findLinkablePage } from './page-index';

// The Markdown of every page, checked the way the site will render it.
const pagesDir = fileURLToPath(new URL('./pages', import.meta.url));

function markdownFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? markdownFiles(path.join(dir, entry.name))
      : entry.name.endsWith('.md')
        ? [path.join(dir, entry.name)]
        : [],
  );
}

const documents = new Map(
  markdownFiles(pagesDir).map((file) => {
    const sitePath = `/${path.relative(pagesDir, file).replace(/\\/g, '/').replace(/\.md$/, '')}`;
    return [sitePath, parseContentDocument(readFileSync(file, 'utf8'), sitePath)];
  }),
);
const blogPosts = [...documents.keys()].filter((p) => p.startsWith('/blog/'));

function render(sitePath: string) {
  const document = documents.get(sitePath)!;
  if (document.meta.layout === 'faq') {
    const faq = renderFaq(document.body);
    return [faq.introHtml, ...faq.questions.map((q) => q.html)].join('\n');
  }
  return renderArticle(document.body).html;
}

// Pages other features serve, which content may link to.
const otherPages = ['/', '/contact', ...supportMenu.sections[3]!.pages.map((p) => p.path)];
const knownPaths = new Set([...contentPaths, ...blogPosts, ...otherPages]);

describe('content pages', () => {
  it('every indexed page has Markdown, or child pages to list', () => {
    const missing = contentPaths.filter(
      (sitePath) => !documents.has(sitePath) && !findIndexedPage(sitePath)!.children.length,
    );
    expect(missing).toEqual([]);
  });

  it('every Markdown file is an indexed page or a blog post with its own title', () => {
    for (const [sitePath, { meta }] of documents) {
      if (sitePath.startsWith('/blog/')) {
        expect(meta.title && meta.summary && meta.author).toBeTruthy();
      } else {
        expect(contentPaths).toContain(sitePath);
        expect(meta.title).toBeUndefined();
      }
    }
  });

  it('renders every page, with only known placeholders and site links that exist', () => {
    const broken: string[] = [];
    for (const [sitePath, { meta }] of documents) {
      const html = render(sitePath);
      // Finished copy: no unfilled {{placeholder}}, no filler text, no notes left for later.
      expect(html).not.toMatch(/\{\{|lorem|ipsum|TODO/i);
      // No form controls in prose (checklists draw their boxes): nothing unlabelled for axe.
      expect(html).not.toContain('<input');
      const links = [...html.matchAll(/href="(\/[^"#]*)/g)].map((m) => m[1]!);
      for (const link of links) {
        if (!knownPaths.has(link)) broken.push(`${sitePath} -> ${link}`);
      }
      // What the loader can name: indexed and linked pages, blog posts.
      for (const link of meta.related) {
        if (!findLinkablePage(link) && !blogPosts.includes(link))
          broken.push(`${sitePath} related ${link}`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('gives FAQ pages questions and the policies a table of contents', () => {
    for (const [sitePath, { meta, body }] of documents) {
      if (meta.layout === 'faq') expect(renderFaq(body).questions.length).toBeGreaterThanOrEqual(4);
      if (meta.toc) expect(renderArticle(body).headings.length).toBeGreaterThanOrEqual(3);
      expect(sitePath).toBeTruthy();
    }
    expect(documents.get('/privacy')!.meta.toc).toBe(true);
    expect(documents.get('/terms')!.meta.toc).toBe(true);
  });
});

describe('privacy and terms (docs/product/site.md and docs/product/constants.md)', () => {
  const text = (sitePath: string) => render(sitePath).replace(/<[^>]+>/g, '');

  it('are both dated April 15, 2025', () => {
    expect(documents.get('/privacy')!.meta.updated).toBe(company.policiesUpdated);
    expect(documents.get('/terms')!.meta.updated).toBe(company.policiesUpdated);
  });

  it('privacy: a response typically within 30 days, not for anyone under 16', () => {
    expect(text('/privacy')).toContain('typically within 30 days');
    expect(text('/privacy')).toContain('not intended for anyone under 16');
  });

  it('terms: 18+, the liability cap, 30 days of negotiation then arbitration in San Francisco', () => {
    const terms = text('/terms');
    expect(terms).toContain('at least 18 years old');
    expect(terms).toContain(
      'the greater of $100 or the amount you paid us in the 12 months before the event',
    );
    expect(terms).toContain('negotiation for 30 days');
    expect(terms).toContain(
      'binding arbitration in San Francisco, California, before a single arbitrator',
    );
  });

  it('about: founded 2023, the three values, San Francisco support, India and US entities', () => {
    const about = text('/about');
    expect(about).toContain('founded in 2023');
    for (const value of ['Trust and transparency', 'Innovation', 'Customer focus']) {
      expect(about).toContain(value);
    }
    expect(about).toContain('San Francisco');
    expect(about).toContain(company.legalEntities.india);
    expect(about).toContain(company.legalEntities.us);
  });
});

describe('markdown', () => {
  it('escapes raw HTML and drops unsafe links', () => {
    const { html } = renderArticle(
      '<script>alert(1)</script>\n\n[x](javascript:alert(1)) [y](/about) ![img](https://e.x/i.png)',
    );
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;');
    expect(html).not.toContain('javascript:');
    expect(html).toContain('<a href="/about">y</a>');
    expect(html).not.toContain('<img');
  });

  it('gives headings unique ids and lists the ## ones for the table of contents', () => {
    const { html, headings } = renderArticle('## Your rights\n\n### Detail\n\n## Your rights\n');
    expect(headings).toEqual([
      { id: 'your-rights', text: 'Your rights' },
      { id: 'your-rights-2', text: 'Your rights' },
    ]);
    expect(html).toContain('<h2 id="your-rights" tabindex="-1">');
    expect(html).toContain('<h3 id="detail" tabindex="-1">');
  });

  it('splits an FAQ into an intro and questions with their answers', () => {
    const faq = renderFaq('Intro.\n\n## Is it *free*?\n\nYes.\n\n- a\n\n## Who?\n\nAnyone.');
    expect(faq.introHtml).toContain('Intro.');
    expect(faq.questions.map((q) => [q.id, q.text])).toEqual([
      ['is-it-free', 'Is it free?'],
      ['who', 'Who?'],
    ]);
    expect(faq.questions[0]!.html).toContain('<li>a</li>');
  });

  it('fails on an unknown placeholder', () => {
    expect(() => renderArticle('{{nope}}')).toThrow('Unknown content placeholder');
  });
});

describe('front matter', () => {
  it('reads the fields and the body', () => {
    const { meta, body } = parseContentDocument(
      '---\nupdated: 2025-04-15\nlayout: faq\ntoc: true\nrelated: /a, /b\n---\n\nBody',
    );
    expect(meta).toMatchObject({ updated: '2025-04-15', layout: 'faq', toc: true });
    expect(meta.related).toEqual(['/a', '/b']);
    expect(body.trim()).toBe('Body');
  });

  it.each([
    ['no block', 'Body'],
    ['a bad date', '---\nupdated: 15 April\n---\n'],
    ['an unknown key', '---\nupdated: 2025-04-15\ncolour: red\n---\n'],
    ['a relative related path', '---\nupdated: 2025-04-15\nrelated: about\n---\n'],
  ])('rejects %s', (_, raw) => {
    expect(() => parseContentDocument(raw)).toThrow();
  });
});

describe('page index', () => {
  it('serves the footer pages and the Resources and Support pages, but not the support tickets pages', () => {
    for (const page of Object.values(contentPages)) expect(contentPaths).toContain(page.path);
    expect(contentPaths).toContain('/resources/templates-tools/checklists');
    expect(contentPaths).toContain('/support/knowledge-base/updates');
    expect(contentPaths).toContain('/support/tickets');
    expect(contentPaths).not.toContain('/support/tickets/submit');
  });

  it('builds breadcrumbs from the indexed pages above a path', () => {
    expect(ancestorsOf('/resources/documentation/api-reference').map((c) => c.title)).toEqual([
      'Resources',
      'Documentation',
    ]);
    expect(ancestorsOf('/help/cookies')).toEqual([]);
    expect(ancestorsOf('/about/trust-and-safety').map((c) => c.path)).toEqual(['/about']);
  });
});

import { company } from '@matchbazaar/contracts';
import { Marked, type Token, type Tokens } from 'marked';

/**
 * Markdown to HTML for the content pages. The Markdown is ours (files in ./pages), and still raw
 * HTML in it is escaped, never passed through: the only HTML on a page is what these renderers
 * write. Headings get stable ids for the table of contents and for links with a URL hash.
 */

export interface Heading {
  id: string;
  text: string;
}

export interface RenderedArticle {
  html: string;
  /** The `## ` headings, in order: the table of contents. */
  headings: Heading[];
}

export interface FaqEntry extends Heading {
  /** The answer's HTML. */
  html: string;
}

export interface RenderedFaq {
  /** HTML before the first question (may be empty). */
  introHtml: string;
  questions: FaqEntry[];
}

/** `{{supportEmail}}` and friends: company facts kept in one place (contracts' `company`). */
const placeholders: Record<string, string> = {
  founded: String(company.founded),
  supportEmail: company.supportEmail,
  privacyEmail: company.privacyEmail,
  legalEmail: company.legalEmail,
  securityEmail: company.securityEmail,
  careersEmail: company.careersEmail,
  supportPhone: company.supportPhone,
  supportAddress: company.supportAddress,
  businessHours: company.businessHours,
  usEntity: company.legalEntities.us,
  indiaEntity: company.legalEntities.india,
};

export function fillPlaceholders(body: string): string {
  return body.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => {
    const value = placeholders[name];
    if (value === undefined) throw new Error(`Unknown content placeholder ${whole}`);
    return value;
  });
}

const htmlEscapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => htmlEscapes[c] ?? c);
}

/** 'Your rights (India & US)' -> 'your-rights-india-us'. */
export function slugify(text: string): string {
  return (
    text
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'section'
  );
}

function plainText(tokens: Token[]): string {
  return tokens
    .map((token) => ('tokens' in token && token.tokens ? plainText(token.tokens) : token.raw))
    .join('')
    .replace(/[*_`]/g, '')
    .trim();
}

/** Unique ids within one page, in document order. */
function idMaker() {
  const used = new Map<string, number>();
  return (text: string) => {
    const base = slugify(text);
    const count = used.get(base) ?? 0;
    used.set(base, count + 1);
    return count ? `${base}-${count + 1}` : base;
  };
}

const safeHref = /^(\/|#|https:\/\/|mailto:|tel:)/;

function createMarked(nextId: (text: string) => string) {
  return new Marked({
    gfm: true,
    renderer: {
      // The page's h1 is its title: Markdown `#` and `##` both become h2.
      heading({ tokens, depth }: Tokens.Heading) {
        const level = Math.min(Math.max(depth, 2), 4);
        const id = nextId(plainText(tokens));
        return `<h${level} id="${id}" tabindex="-1">${this.parser.parseInline(tokens)}</h${level}>\n`;
      },
      html({ text }: Tokens.HTML | Tokens.Tag) {
        return escapeHtml(text);
      },
      link({ href, title, tokens }: Tokens.Link) {
        const label = this.parser.parseInline(tokens);
        if (!safeHref.test(href)) return label;
        const titleAttr = title ? ` title="${escapeHtml(title)}"` : '';
        // Site paths are followed by the router (see ContentBody); others leave the app.
        const external = href.startsWith('https://') ? ' rel="noopener noreferrer"' : '';
        return `<a href="${escapeHtml(href)}"${titleAttr}${external}>${label}</a>`;
      },
      // Checklists: a drawn box, not a form control (nothing to submit, nothing to label).
      checkbox() {
        return '<span class="check-box" aria-hidden="true"></span>';
      },
      // No remote images on our pages: the alt text stands in.
      image({ text }: Tokens.Image) {
        return escapeHtml(text);
      },
      table(token: Tokens.Table) {
        const head = token.header
          .map((cell) => `<th scope="col">${this.parser.parseInline(cell.tokens)}</th>`)
          .join('');
        const rows = token.rows
          .map(
            (row) =>
              `<tr>${row.map((cell) => `<td>${this.parser.parseInline(cell.tokens)}</td>`).join('')}</tr>`,
          )
          .join('\n');
        return `<div class="table-scroll" role="region" aria-label="${escapeHtml(
          token.header.map((cell) => cell.text).join(', '),
        )}" tabindex="0"><table><thead><tr>${head}</tr></thead><tbody>${rows}</tbody></table></div>\n`;
      },
    },
  });
}

export function renderArticle(body: string): RenderedArticle {
  const nextId = idMaker();
  const marked = createMarked(nextId);
  const tokens = marked.lexer(fillPlaceholders(body));
  const html = marked.parser(tokens);
  // Ids again, the same way and in the same order as the renderer gave them.
  const tocIds = idMaker();
  const headings: Heading[] = [];
  for (const token of tokens) {
    if (token.type !== 'heading') continue;
    const text = plainText((token as Tokens.Heading).tokens);
    const id = tocIds(text);
    if ((token as Tokens.Heading).depth <= 2) headings.push({ id, text });
  }
  return { html, headings };
}

/** FAQ layout: each `## ` heading is a question, everything up to the next one its answer. */
export function renderFaq(body: string): RenderedFaq {
  const nextId = idMaker();
  const marked = createMarked(nextId);
  const tokens = marked.lexer(fillPlaceholders(body));
  const intro: Token[] = [];
  const questions: Array<{ heading: Tokens.Heading; answer: Token[] }> = [];
  for (const token of tokens) {
    if (token.type === 'heading' && (token as Tokens.Heading).depth <= 2) {
      questions.push({ heading: token as Tokens.Heading, answer: [] });
    } else if (questions.length) {
      questions[questions.length - 1]!.answer.push(token);
    } else {
      intro.push(token);
    }
  }
  const render = (part: Token[]) => marked.parser(Object.assign(part, { links: tokens.links }));
  return {
    introHtml: render(intro),
    questions: questions.map(({ heading, answer }) => {
      const text = plainText(heading.tokens);
      return { id: nextId(text), text, html: render(answer) };
    }),
  };
}

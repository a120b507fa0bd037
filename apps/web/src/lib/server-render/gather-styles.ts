/**
 * Emotion's server rendering writes a `<style data-emotion="css <ids>">` before each styled
 * element: a listing page's HTML held 127 of them (78 kB) in its body, which the browser parses and
 * applies one by one as it reads the page (docs/benchmarks/web.md, "the takeover profiled").
 * This takes them out of the markup, in their order, and joins each run of component styles into
 * one tag for the head, as emotion's own critical-CSS extraction does: the browser's emotion cache
 * reads the ids of every such tag, wherever it is, and inserts none of them again. A global style
 * (`css-global <name>`) stays a tag of its own, since `<Global>` looks its tag up by that exact
 * name when it mounts.
 */
export function gatherStyles(html: string): { html: string; styles: string } {
  const tags: { key: string; ids: string[]; css: string }[] = [];
  const markup = html.replace(styleTag, (_tag, key: string, ids: string, css: string) => {
    const last = tags.at(-1);
    const idList = ids.split(' ').filter(Boolean);
    if (key === 'css' && last?.key === 'css') {
      last.ids.push(...idList);
      last.css += css;
    } else {
      tags.push({ key, ids: idList, css });
    }
    return '';
  });
  const styles = tags
    .map(({ key, ids, css }) => `<style data-emotion="${key} ${ids.join(' ')}">${css}</style>`)
    .join('');
  return { html: markup, styles };
}

// The attribute is the cache's key, a space, then the ids; emotion writes nothing else on the tag
// without a nonce (the CSP allows the page's inline styles, see server/security-headers.ts).
const styleTag = /<style data-emotion="(css(?:-global)?) ([^"]*)">([\s\S]*?)<\/style>/g;

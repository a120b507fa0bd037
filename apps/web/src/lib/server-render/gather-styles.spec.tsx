import { describe, expect, it } from '@jest/globals';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import Button from '@mui/material/Button';
import CssBaseline from '@mui/material/CssBaseline';
import { renderToString } from 'react-dom/server';
import { gatherStyles } from './gather-styles';

describe('gatherStyles', () => {
  it('takes every emotion style out of the markup and joins the components’ into one tag', () => {
    const rendered = renderToString(
      <CacheProvider value={createCache({ key: 'css' })}>
        <CssBaseline />
        <Button>One</Button>
        <Button variant="contained">Two</Button>
      </CacheProvider>,
    );
    expect(rendered.match(/<style/g)?.length).toBeGreaterThan(3);
    const { html, styles } = gatherStyles(rendered);
    expect(html).not.toContain('<style');
    expect(html).toContain('>One<');
    expect(html).toContain('>Two<');
    const tags = [...styles.matchAll(/<style data-emotion="([^"]*)">/g)].map((m) => m[1] ?? '');
    // The global style keeps its own tag (first, as rendered); the components' are one.
    expect(tags).toHaveLength(2);
    expect(tags[0]).toMatch(/^css-global \S+$/);
    const ids = tags[1]?.split(' ') ?? [];
    expect(ids[0]).toBe('css');
    // Every id of the rendered tags, in order, and every rule.
    const renderedIds = [...rendered.matchAll(/data-emotion="css ([^"]*)"/g)].flatMap((m) =>
      (m[1] ?? '').split(' '),
    );
    expect(ids.slice(1)).toEqual(renderedIds);
    for (const id of renderedIds) expect(styles).toContain(`.css-${id}{`);
  });

  it('keeps the order of styles between global ones', () => {
    const input =
      '<style data-emotion="css a">.css-a{}</style><p>1</p>' +
      '<style data-emotion="css-global g">body{}</style>' +
      '<style data-emotion="css b c">.css-b{}.css-c{}</style><style data-emotion="css d">.css-d{}</style><p>2</p>';
    expect(gatherStyles(input)).toEqual({
      html: '<p>1</p><p>2</p>',
      styles:
        '<style data-emotion="css a">.css-a{}</style>' +
        '<style data-emotion="css-global g">body{}</style>' +
        '<style data-emotion="css b c d">.css-b{}.css-c{}.css-d{}</style>',
    });
  });

  it('leaves markup without styles as it is', () => {
    expect(gatherStyles('<main><h1>Hi</h1></main>')).toEqual({
      html: '<main><h1>Hi</h1></main>',
      styles: '',
    });
  });
});

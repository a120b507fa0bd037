import { describe, expect, it } from '@jest/globals';
import { escapeHtml } from './escape-html.js';

describe('escapeHtml', () => {
  it('escapes the five characters that matter in content and quoted attributes', () => {
    expect(escapeHtml(`<a href="x" title='y'>&amp;</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;amp;&lt;/a&gt;',
    );
    expect(escapeHtml('plain text, ünïcode ✓')).toBe('plain text, ünïcode ✓');
  });
});

import { describe, expect, it } from '@jest/globals';
import { postImageSrcSet } from './post-image-rules.js';

const urls = { thumb: '/t.webp', card: '/c.webp', medium: '/m.webp', large: '/l.webp' };

describe("a photo's srcset", () => {
  it("gives each variant's width: the longest side's size, the other side in proportion", () => {
    expect(postImageSrcSet({ width: 4000, height: 3000, urls })).toBe(
      '/t.webp 160w, /c.webp 480w, /m.webp 960w, /l.webp 1600w',
    );
    expect(postImageSrcSet({ width: 3000, height: 4000, urls })).toBe(
      '/t.webp 120w, /c.webp 360w, /m.webp 720w, /l.webp 1200w',
    );
  });

  it('names a photo smaller than a variant once, at its own width (never enlarged)', () => {
    expect(postImageSrcSet({ width: 400, height: 300, urls })).toBe('/t.webp 160w, /c.webp 400w');
  });
});

import { describe, expect, it } from '@jest/globals';
import { JsonTexts } from './json-text.js';

describe('JsonTexts', () => {
  it('serializes the answer once per object and again for a replacing copy', () => {
    let built = 0;
    const texts = new JsonTexts((user: { name: string }) => {
      built++;
      return { success: true, data: { user } };
    });
    const kept = { name: 'Ada' };
    expect(texts.of(kept)).toBe('{"success":true,"data":{"user":{"name":"Ada"}}}');
    expect(texts.of(kept)).toBe(texts.of(kept));
    expect(built).toBe(1);
    expect(JSON.parse(texts.of({ name: 'Grace' }))).toEqual({
      success: true,
      data: { user: { name: 'Grace' } },
    });
    expect(built).toBe(2);
  });
});

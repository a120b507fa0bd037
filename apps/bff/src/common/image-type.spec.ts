import { describe, expect, it } from '@jest/globals';
import { detectImageType } from './image-type.js';
import { tinyImages } from '../users/testing/tiny-images.js';

describe('detectImageType', () => {
  it.each([
    ['image/jpeg', tinyImages.jpeg],
    ['image/png', tinyImages.png],
    ['image/webp', tinyImages.webp],
  ] as const)('recognises %s by its bytes', (type, bytes) => {
    expect(detectImageType(bytes)).toBe(type);
  });

  it.each([
    ['GIF', Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1')],
    ['SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')],
    ['HTML', Buffer.from('<!doctype html><title>x</title>')],
    ['a PNG signature without IHDR', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])],
    ['a RIFF WAVE file', Buffer.from('RIFF\x24\x00\x00\x00WAVEfmt ', 'latin1')],
    ['nothing', Buffer.alloc(0)],
    ['two bytes of JPEG', Buffer.from([0xff, 0xd8])],
  ])('refuses %s', (_name, bytes) => {
    expect(detectImageType(bytes)).toBeNull();
  });
});

import { describe, expect, it } from '@jest/globals';
import { imageLimits } from '@matchbazaar/contracts';
import { checkImage, detectImageType, ImageRejected } from './image-type.js';
import { declaredPng } from '../../testing/declared-png.js';
import { tinyImages } from '../../identity/users/testing/tiny-images.js';

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

describe('checkImage (the image limits every upload keeps, from the header)', () => {
  const reason = (bytes: Buffer, maxBytes?: number) =>
    checkImage(bytes, maxBytes).then(
      () => 'ok',
      (error: unknown) => (error instanceof ImageRejected ? error.reason : 'thrown'),
    );

  it('answers the type and the declared size of a photo within the limits', async () => {
    await expect(checkImage(tinyImages.png)).resolves.toEqual({
      type: 'image/png',
      width: 1,
      height: 1,
      orientation: 1,
    });
    expect(await reason(declaredPng(imageLimits.maxSide, 1000))).toBe('ok');
  });

  it.each([
    ['a small PNG declaring 20,000 x 20,000', declaredPng(20_000, 20_000), 'too_many_pixels'],
    ['a side over the limit', declaredPng(imageLimits.maxSide + 1, 1), 'too_many_pixels'],
    ['a PNG cut short', tinyImages.png.subarray(0, 40), 'unreadable'],
    ['text', Buffer.from('<svg/>'), 'type'],
  ])('refuses %s', async (_name, bytes, expected) => {
    expect(await reason(bytes)).toBe(expected);
  });

  it('refuses bytes over the route cap, and never allows more than the image limit', async () => {
    expect(await reason(tinyImages.png, 10)).toBe('too_large');
    const padded = Buffer.concat([tinyImages.png, Buffer.alloc(imageLimits.maxBytes)]);
    expect(await reason(padded, imageLimits.maxBytes * 2)).toBe('too_large');
  });
});

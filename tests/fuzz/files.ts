// File parts: what a multipart field of `format: binary` carries. Random bytes never get past an
// upload's type check, so the harness also sends real tiny photos and a real tiny PDF (the success
// paths), photos with bytes changed or cut short (the decoder's error path), a header that claims
// billions of pixels (the decompression-bomb cap) and types the routes refuse.
import fc from 'fast-check';
import { crc32 } from 'node:zlib';
import { tinyPdf } from '../../apps/bff/src/testing/tiny-pdf.js';

const fromBase64 = (text: string) => Buffer.from(text, 'base64');

/** 3x2 photos, made once with sharp; tiny, so every run can afford them. */
const photos = {
  jpeg: fromBase64(
    '/9j/2wBDABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2P/' +
      '2wBDARESEhgVGC8aGi9jQjhCY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2P/' +
      'wAARCAACAAMDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAT/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFAEB' +
      'AAAAAAAAAAAAAAAAAAAABf/EABQRAQAAAAAAAAAAAAAAAAAAAAD/2gAMAwEAAhEDEQA/AJgBh5//2Q==',
  ),
  png: fromBase64(
    'iVBORw0KGgoAAAANSUhEUgAAAAMAAAACCAIAAAASFvFNAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEElEQVQImWM4EaAB' +
      'QQxwFgBO1AeBomWN1gAAAABJRU5ErkJggg==',
  ),
  webp: fromBase64(
    'UklGRjoAAABXRUJQVlA4IC4AAADQAQCdASoDAAIAAUAmJaACdLoB+AADsAD+6Di/+YJX5Bu1D/7B384D84D+igAA',
  ),
};

const chunk = (type: string, data: Buffer) => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

/** A well-formed PNG header for a `width` x `height` picture, with no pixels behind it. */
function pngClaiming(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Named files, each tried once per file field in the systematic pass. */
export const hostileFiles: Record<string, Buffer> = {
  'a real JPEG': photos.jpeg,
  'a real PNG': photos.png,
  'a real WebP': photos.webp,
  'a JPEG cut in half': photos.jpeg.subarray(0, photos.jpeg.length >> 1),
  'a PNG cut after its header': photos.png.subarray(0, 33),
  'a WebP whose data is zeroed': Buffer.concat([photos.webp.subarray(0, 20), Buffer.alloc(46)]),
  'a PNG claiming 100,000 x 100,000 pixels': pngClaiming(100_000, 100_000),
  'a PNG claiming 0 x 0 pixels': pngClaiming(0, 0),
  'a GIF': fromBase64('R0lGODlhAgACAIAAAExpcQECAyH5BAUAAAAALAAAAAACAAIAAAICjFMAOw=='),
  'an SVG': Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
  'one byte': Buffer.from([0xff]),
  'a real PDF': tinyPdf(),
  'a bare PDF signature': Buffer.from('%PDF-'),
};

/** A photo with a few bytes overwritten: mostly still a photo by its magic bytes. */
const damagedPhoto = fc
  .tuple(
    fc.constantFrom(...Object.values(photos)),
    fc.array(fc.tuple(fc.nat(), fc.integer({ min: 0, max: 255 })), { minLength: 1, maxLength: 4 }),
  )
  .map(([photo, changes]) => {
    const copy = Buffer.from(photo);
    for (const [at, byte] of changes) copy[at % copy.length] = byte;
    return copy;
  });

/** File contents for a `format: binary` field: random bytes, the named files, damaged photos. */
export const fileBytes: fc.Arbitrary<Buffer> = fc.oneof(
  fc.uint8Array({ maxLength: 64 }).map((bytes) => Buffer.from(bytes)),
  fc.constantFrom(...Object.values(hostileFiles)),
  damagedPhoto,
);

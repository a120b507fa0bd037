import { imageLimits, postImageVariantSides } from '@matchbazaar/contracts';
import sharp from 'sharp';
import { checkImage, rejectionOf, type ImageHeader } from '../../platform/common/image-type.js';
import { shareCardSize, type ImageVariantName } from './image-urls.js';

/** The longest side of each variant, in pixels (contracts: the web app's srcset says the same). */
const variantSizes: Record<ImageVariantName, number> = postImageVariantSides;
const fitInside = { fit: 'inside', withoutEnlargement: true } as const;

export interface RenderedVariant {
  variant: ImageVariantName;
  width: number;
  height: number;
  bytes: Buffer;
}

export interface RenderedImage {
  /** The upright photo's size (after its EXIF orientation is applied). */
  width: number;
  height: number;
  variants: RenderedVariant[];
}

/**
 * Decodes the photo once, turns it upright, and writes each variant as WebP. sharp writes no
 * metadata unless asked, so EXIF (GPS position, camera serials), XMP and comments are gone.
 * The image limits are checked from the header first (the caller may have done so already), and
 * the pixel cap stays on the decoder as well.
 */
export async function renderVariants(input: Buffer, checked?: ImageHeader): Promise<RenderedImage> {
  const header = checked ?? (await checkImage(input));
  const source = sharp(input, { limitInputPixels: imageLimits.maxPixels, failOn: 'error' });
  // Orientations 5-8 swap the sides once the photo is turned upright.
  const swapped = header.orientation >= 5;
  const width = swapped ? header.height : header.width;
  const height = swapped ? header.width : header.height;
  try {
    // Decoded once: upright and shrunk to the largest size, kept as pixels; every variant is
    // resized from those (decoding the source once per variant cost a fifth more time).
    const largest = Math.max(...Object.values(variantSizes));
    const { data, info } = await source
      .rotate()
      .resize(largest, largest, fitInside)
      .raw()
      .toBuffer({ resolveWithObject: true });
    const upright = sharp(data, {
      raw: { width: info.width, height: info.height, channels: info.channels },
    });
    const variants = await Promise.all(
      (Object.entries(variantSizes) as [ImageVariantName, number][]).map(
        async ([variant, size]) => {
          const { data: bytes, info: out } = await upright
            .clone()
            .resize(size, size, fitInside)
            .webp({ quality: variant === 'thumb' ? 70 : 80 })
            .toBuffer({ resolveWithObject: true });
          return { variant, width: out.width, height: out.height, bytes };
        },
      ),
    );
    return { width, height, variants };
  } catch (error) {
    throw rejectionOf(error);
  }
}

/**
 * One variant made from a stored larger one (its WebP): for a size added after a photo was
 * uploaded, so photos stored before it get it when first asked for.
 */
export async function renderVariantFrom(
  webp: Buffer,
  variant: ImageVariantName,
): Promise<RenderedVariant> {
  const size = variantSizes[variant];
  const { data: bytes, info } = await sharp(webp, { limitInputPixels: imageLimits.maxPixels })
    .resize(size, size, fitInside)
    .webp({ quality: variant === 'thumb' ? 70 : 80 })
    .toBuffer({ resolveWithObject: true });
  return { variant, width: info.width, height: info.height, bytes };
}

/** Renders an SVG (the demo catalogue's covers) at a given width into a PNG the pipeline takes. */
export async function rasterizeSvg(svg: Buffer, width: number): Promise<Buffer> {
  return sharp(svg, { density: 300 })
    .resize(width)
    .flatten({ background: '#ffffff' })
    .png()
    .toBuffer();
}

/**
 * A link preview of a stored variant: the whole photo fitted into 1200 x 630 on white (a crop
 * could cut the very thing sold), as a progressive JPEG that every preview bot reads.
 */
export async function renderShareCard(webp: Buffer): Promise<Buffer> {
  return sharp(webp, { limitInputPixels: imageLimits.maxPixels, failOn: 'error' })
    .resize(shareCardSize.width, shareCardSize.height, {
      fit: 'contain',
      background: { r: 255, g: 255, b: 255, alpha: 1 },
    })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 82, progressive: true, mozjpeg: true })
    .toBuffer();
}

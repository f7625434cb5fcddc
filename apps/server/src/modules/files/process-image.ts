// The photo pipeline, one reusable function for every public image (profile
// photos, blog images, the demo's generated avatars and covers): the pixel size is read from the
// header first (image-size, no decoding) and refused above a stated limit, so a decompression bomb
// is never decoded; an accepted image is re-encoded to WebP at a few widths with sharp, which
// drops all metadata (EXIF GPS of a tutor's home is never published).
import crypto from 'node:crypto';
import { imageSize } from 'image-size';
import sharp from 'sharp';
import { AppError } from '@tm/shared/errors';
import { DIALOG_TITLES } from '@tm/shared/messages';
import type { FileStore } from '../../ports/files';

/** Largest picture accepted: 40 megapixels, and no side over 10,000 pixels. */
export const IMAGE_MAX_PIXELS = 40_000_000;
export const IMAGE_MAX_SIDE = 10_000;
export const MSG_IMAGE_TOO_MANY_PIXELS =
  'This picture is too large in pixels. Please upload one of at most 40 megapixels, with no side over 10,000 pixels.';
export const MSG_IMAGE_UNREADABLE = 'This picture could not be read. Please upload another one.';

/** Widths stored for each image; the largest is the canonical key, the others are variants. */
export const IMAGE_WIDTHS = [160, 480, 1200] as const;
const LARGEST = IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]!;

export interface ProcessedImage {
  /** Pixel size of the canonical (largest) variant. */
  width: number;
  height: number;
  variants: Array<{ width: number; height: number; data: Buffer }>;
}

const unreadable = () =>
  new AppError('BAD_REQUEST', MSG_IMAGE_UNREADABLE, { title: DIALOG_TITLES.invalidFileType });

/** Throws a 400 for a picture whose header states more pixels than the limit (or none). */
export function checkPixelSize(data: Buffer): { width: number; height: number } {
  let size;
  try {
    size = imageSize(data);
  } catch {
    throw unreadable();
  }
  const { width, height } = size;
  if (!width || !height) throw unreadable();
  if (width > IMAGE_MAX_SIDE || height > IMAGE_MAX_SIDE || width * height > IMAGE_MAX_PIXELS)
    throw new AppError('BAD_REQUEST', MSG_IMAGE_TOO_MANY_PIXELS, {
      code: 'IMAGE_TOO_MANY_PIXELS',
      title: DIALOG_TITLES.fileTooLarge,
      width,
      height,
    });
  return { width, height };
}

/**
 * An upload decoded by sharp: within the pixel limit (checked again while decoding, whatever the
 * header said), its first frame only, refusing a file that is truncated or does not decode
 * cleanly; the EXIF orientation is applied, as every output drops the EXIF block.
 */
function decode(data: Buffer) {
  return sharp(data, {
    limitInputPixels: IMAGE_MAX_PIXELS,
    animated: false,
    failOn: 'error',
  }).rotate();
}

/** Checks the pixel size, then re-encodes to WebP at each of IMAGE_WIDTHS (never enlarged). */
export async function processImage(data: Buffer): Promise<ProcessedImage> {
  checkPixelSize(data);
  const variants: ProcessedImage['variants'] = [];
  try {
    for (const width of IMAGE_WIDTHS) {
      const { data: out, info } = await decode(data)
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer({ resolveWithObject: true });
      variants.push({ width: info.width, height: info.height, data: out });
    }
  } catch {
    throw unreadable();
  }
  const largest = variants[variants.length - 1]!;
  return { width: largest.width, height: largest.height, variants };
}

/**
 * An image sent as a document (an ID scan, a certificate photo): the pixel limit, then decoded and
 * written again in its own format at its own size, so what is stored is only the picture: no
 * metadata (EXIF GPS), nothing appended (an HTML page after the image data), nothing the decoder
 * had to guess at (a truncated file).
 */
export async function reencodeDocumentImage(
  data: Buffer,
  kind: 'png' | 'jpg' | 'gif',
): Promise<Buffer> {
  checkPixelSize(data);
  try {
    const image = decode(data);
    const encoded =
      kind === 'jpg' ? image.jpeg({ quality: 90 }) : kind === 'gif' ? image.gif() : image.png();
    return await encoded.toBuffer();
  } catch {
    throw unreadable();
  }
}

/** `public/photos/<id>.webp` → `public/photos/<id>.w160.webp` (the largest is the key itself). */
export function variantKey(key: string, width: number): string {
  return width === LARGEST ? key : key.replace(/\.webp$/, `.w${width}.webp`);
}

/** Every stored key of an image (its variants), or just `key` for anything else. */
export function storedKeysOf(key: string): string[] {
  return key.endsWith('.webp') ? IMAGE_WIDTHS.map((w) => variantKey(key, w)) : [key];
}

/** The variant to serve for a screen that shows the image `wanted` CSS pixels wide (×2 for HiDPI). */
export function keyForWidth(key: string, wanted: number | undefined): string {
  if (!wanted || !key.endsWith('.webp')) return key;
  const width = IMAGE_WIDTHS.find((w) => w >= wanted) ?? LARGEST;
  return variantKey(key, width);
}

/**
 * Processes an image and puts every variant in the store under `folder` (e.g. public/photos).
 * Returns the canonical key (what a files row and a profile point at) and its size in bytes.
 */
export async function storeImage(
  store: FileStore,
  folder: string,
  data: Buffer,
): Promise<{ key: string; size: number; width: number; height: number; mime: 'image/webp' }> {
  const image = await processImage(data);
  const key = `${folder}/${crypto.randomUUID()}.webp`;
  const put: string[] = [];
  try {
    for (const v of image.variants) {
      const k = variantKey(key, IMAGE_WIDTHS[image.variants.indexOf(v)]!);
      await store.put(k, v.data, 'image/webp');
      put.push(k);
    }
  } catch (err) {
    await Promise.allSettled(put.map((k) => store.delete(k)));
    throw err;
  }
  const largest = image.variants[image.variants.length - 1]!;
  return {
    key,
    size: largest.data.length,
    width: image.width,
    height: image.height,
    mime: 'image/webp',
  };
}

/** Deletes a stored file and, for an image, all its variants. */
export async function deleteStored(store: FileStore, key: string): Promise<void> {
  await Promise.allSettled(storedKeysOf(key).map((k) => store.delete(k)));
}

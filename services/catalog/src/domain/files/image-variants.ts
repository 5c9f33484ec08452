import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { DomainError } from '@portal/service-kit';
import sharp, { type OutputInfo, type Sharp } from 'sharp';
import type { FileStorage } from './storage';

/** The spec's image sizes (docs/images.md): cards and adverts 490 × 327, logos 300 × 300. */
export const VARIANT_SIZES = {
  card: { width: 490, height: 327 },
  square: { width: 300, height: 300 },
} as const;
export type VariantName = keyof typeof VARIANT_SIZES;
export const VARIANT_FORMATS = ['webp', 'jpeg'] as const;
export type VariantFormat = (typeof VARIANT_FORMATS)[number];

/** Content types that get variants; PDFs and office files are left as they are. */
export const IMAGE_TYPES: readonly string[] = ['image/png', 'image/jpeg'];

/**
 * Largest image decoded: 40 megapixels and 10,000 px a side (a 20 MB camera photo fits). The
 * header is read first, so a decompression bomb is refused before any pixel is decoded.
 */
export const MAX_IMAGE_PIXELS = 40_000_000;
export const MAX_IMAGE_SIDE = 10_000;

/** Every variant stays under this many bytes (the dashboard's budget, docs/images.md). */
export const MAX_VARIANT_BYTES = 100_000;
const QUALITIES = [78, 68, 56, 44, 32];

export interface RenderedVariant {
  variant: VariantName;
  density: number;
  format: VariantFormat;
  width: number;
  height: number;
  bytes: Buffer;
}

export interface StoredVariant extends Omit<RenderedVariant, 'bytes'> {
  storageKey: string;
  size: number;
}

const decoderOf = (image: Buffer) =>
  sharp(image, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error', sequentialRead: true });

/**
 * Refuses what cannot be shown: IMAGE_NOT_READABLE when the bytes do not decode, IMAGE_TOO_LARGE
 * when the header claims more pixels than allowed.
 */
export async function checkImage(image: Buffer): Promise<void> {
  let width: number | undefined;
  let height: number | undefined;
  try {
    // the header only (no pixel is decoded), so no pixel limit yet: the sizes are checked below
    ({ width, height } = await sharp(image, { limitInputPixels: false }).metadata());
  } catch {
    throw new DomainError('IMAGE_NOT_READABLE', 400, 'file');
  }
  if (!width || !height) throw new DomainError('IMAGE_NOT_READABLE', 400, 'file');
  if (width > MAX_IMAGE_SIDE || height > MAX_IMAGE_SIDE || width * height > MAX_IMAGE_PIXELS)
    throw new DomainError('IMAGE_TOO_LARGE', 400, 'file');
}

interface Pixels {
  data: Buffer;
  info: OutputInfo;
}

/**
 * The image letterboxed into `width` × `height` as raw RGBA pixels: never cropped, so a logo keeps
 * its edges; the margin is transparent (webp keeps it, jpeg gets white).
 */
const letterbox = (input: Sharp, width: number, height: number): Promise<Pixels> =>
  input
    .resize(width, height, { fit: 'contain', background: { r: 255, g: 255, b: 255, alpha: 0 } })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });

const fromPixels = ({ data, info }: Pixels) =>
  sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });

/** One format at the highest quality that stays under MAX_VARIANT_BYTES. */
async function encode(pixels: Pixels, format: VariantFormat): Promise<Buffer> {
  let bytes: Buffer = Buffer.alloc(0);
  for (const quality of QUALITIES) {
    bytes = await (format === 'webp'
      ? fromPixels(pixels).webp({ quality, effort: 4 }).toBuffer()
      : fromPixels(pixels).flatten({ background: '#ffffff' }).jpeg({ quality, mozjpeg: true }).toBuffer());
    if (bytes.length <= MAX_VARIANT_BYTES) break;
  }
  return bytes;
}

/** All variants of an image (after checkImage); IMAGE_NOT_READABLE when the pixels do not decode. */
export async function renderVariants(image: Buffer): Promise<RenderedVariant[]> {
  await checkImage(image);
  const rendered: RenderedVariant[] = [];
  try {
    for (const variant of Object.keys(VARIANT_SIZES) as VariantName[]) {
      const { width, height } = VARIANT_SIZES[variant];
      // the original is decoded once per size; 1× is scaled down from the 2× pixels
      const dense = await letterbox(decoderOf(image).rotate(), width * 2, height * 2);
      const plain = await letterbox(fromPixels(dense), width, height);
      for (const [density, pixels] of [
        [1, plain],
        [2, dense],
      ] as const)
        for (const format of VARIANT_FORMATS)
          rendered.push({
            variant,
            density,
            format,
            width: pixels.info.width,
            height: pixels.info.height,
            bytes: await encode(pixels, format),
          });
    }
  } catch (error) {
    if (error instanceof DomainError) throw error;
    throw new DomainError('IMAGE_NOT_READABLE', 400, 'file');
  }
  return rendered;
}

/** Writes rendered variants to the storage; on a failure the ones already written are removed. */
export async function storeVariants(
  storage: FileStorage,
  rendered: RenderedVariant[],
): Promise<StoredVariant[]> {
  const stored: StoredVariant[] = [];
  try {
    for (const { bytes, ...variant } of rendered) {
      const storageKey = randomUUID();
      await storage.put(storageKey, Readable.from([bytes]));
      stored.push({ ...variant, storageKey, size: bytes.length });
    }
  } catch (error) {
    await removeVariants(storage, stored);
    throw error;
  }
  return stored;
}

export const removeVariants = (storage: FileStorage, variants: { storageKey: string }[]) =>
  Promise.all(variants.map((variant) => storage.remove(variant.storageKey)));

/** The whole stored file (uploads are at most 20 MB). */
export async function readStored(storage: FileStorage, key: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of storage.open(key)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The URL file name of a variant: `card.webp`, `card@2x.jpg`, `square@2x.webp`. */
export const variantFileName = (variant: VariantName, density: number, format: VariantFormat) =>
  `${variant}${density === 1 ? '' : `@${density}x`}.${format === 'jpeg' ? 'jpg' : 'webp'}`;

const FILE_NAME = /^(card|square)(?:@(2)x)?\.(webp|jpg)$/;

export function parseVariantFileName(
  name: string,
): { variant: VariantName; density: number; format: VariantFormat } | null {
  const match = FILE_NAME.exec(name);
  if (!match) return null;
  return {
    variant: match[1] as VariantName,
    density: match[2] ? 2 : 1,
    format: match[3] === 'jpg' ? 'jpeg' : 'webp',
  };
}

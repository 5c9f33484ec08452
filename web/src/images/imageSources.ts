import type { PublicFile } from '@portal/contracts';

/** The sized copies the catalog makes of every uploaded image (docs/images.md). */
export const IMAGE_VARIANTS = {
  card: { width: 490, height: 327 },
  square: { width: 300, height: 300 },
} as const;
export type ImageVariant = keyof typeof IMAGE_VARIANTS;

const PUBLIC_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface ImageSources {
  /** the JPEG at 1× (every browser shows it), or the link itself for an image from elsewhere */
  src: string;
  /** JPEG at 1× and 2× by width, for `<img srcset>` */
  srcSet?: string;
  /** the same in WebP, for `<source type="image/webp">` */
  webpSrcSet?: string;
  width: number;
  height: number;
}

/**
 * The sources of an uploaded image (a public id or a file reference) in one size: immutable URLs
 * per variant, cached for a year. A link to an image elsewhere is used as it is, at the size's box.
 */
export function imageSources(
  value: string | PublicFile | null | undefined,
  variant: ImageVariant,
): ImageSources | null {
  if (value === null || value === undefined || value === '') return null;
  const { width, height } = IMAGE_VARIANTS[variant];
  const text = typeof value === 'object' ? value.publicId : value.trim();
  if (PUBLIC_ID.test(text)) {
    const url = (name: string) => `/api/download/${text}/${name}`;
    const set = (extension: string) =>
      `${url(`${variant}.${extension}`)} ${width}w, ${url(`${variant}@2x.${extension}`)} ${width * 2}w`;
    return { src: url(`${variant}.jpg`), srcSet: set('jpg'), webpSrcSet: set('webp'), width, height };
  }
  return /^(https?:\/\/|\/)/.test(text) ? { src: text, width, height } : null;
}

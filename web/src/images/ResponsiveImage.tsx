import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { PublicFile } from '@portal/contracts';
import { imageSources, type ImageVariant } from './imageSources';
import { Img } from './Img';

interface Props {
  image: string | PublicFile | null | undefined;
  variant: ImageVariant;
  /** the `sizes` attribute: how wide the image is shown, so the browser picks 1× or 2× */
  sizes: string;
  alt: string;
  sx?: SxProps<Theme>;
  loading?: 'lazy' | 'eager';
  'data-testid'?: string;
}

/**
 * An uploaded image as `<picture>`: WebP for browsers that take it, the JPEG otherwise, each in
 * 1× and 2× (docs/images.md). width and height give the box before the bytes arrive. The
 * `<picture>` itself takes no room (display: contents), so the `<img>` sizes as if alone.
 */
export const ResponsiveImage = ({ image, variant, sizes, alt, sx, loading, ...rest }: Props) => {
  const sources = imageSources(image, variant);
  if (!sources) return null;
  return (
    <Box component="picture" sx={{ display: 'contents' }}>
      {sources.webpSrcSet && <source type="image/webp" srcSet={sources.webpSrcSet} sizes={sizes} />}
      <Img
        src={sources.src}
        srcSet={sources.srcSet}
        sizes={sources.srcSet ? sizes : undefined}
        width={sources.width}
        height={sources.height}
        alt={alt}
        loading={loading}
        decoding="async"
        sx={sx}
        data-testid={rest['data-testid']}
      />
    </Box>
  );
};

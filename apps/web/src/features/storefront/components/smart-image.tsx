import { useState, type ImgHTMLAttributes } from 'react';
import { IMAGE_SIZES, imageSources, type ImageSizes } from '../lib/image-variants';

interface SmartImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'sizes'> {
  src: string | null | undefined;
  /** Shown when there is no image or it fails to load. Give the component `key={src}`. */
  fallback: string;
  /** Above-the-fold images (the hero, a page's banner or first product) load at once with high priority; everything else is lazy. */
  eager?: boolean;
  /** How wide the image shows (IMAGE_SIZES), so the browser picks the right variant. */
  sizes?: ImageSizes;
}

/**
 * An image that is lazy by default and falls back to a default picture. An uploaded JPEG/PNG/WebP is
 * offered as AVIF, WebP and its own format at 400/800/1600 px (lib/image-variants.ts). Give `width` and
 * `height` (the slot's aspect ratio) so the space is kept before the image arrives.
 */
export function SmartImage({ src, fallback, eager = false, sizes = 'full', alt = '', ...rest }: SmartImageProps) {
  const [failed, setFailed] = useState(false);
  const current = !src || failed ? fallback : src;
  const sources = imageSources(current);
  const slot = sources ? IMAGE_SIZES[sizes] : undefined;
  const img = (
    <img
      {...rest}
      src={current}
      srcSet={sources?.original}
      sizes={slot}
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={eager ? 'high' : undefined}
      onError={() => {
        if (current !== fallback) setFailed(true);
      }}
    />
  );
  if (!sources) return img;
  // `display: contents`: the <picture> adds no box, so the image's own classes lay it out as before.
  return (
    <picture style={{ display: 'contents' }}>
      <source type="image/avif" srcSet={sources.avif} sizes={slot} />
      {sources.webp && <source type="image/webp" srcSet={sources.webp} sizes={slot} />}
      {img}
    </picture>
  );
}

import { useState, type ImgHTMLAttributes } from 'react';

interface SmartImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> {
  src: string | null | undefined;
  /** Shown when there is no image or it fails to load. Give the component `key={src}`. */
  fallback: string;
  /** Above-the-fold images load at once; everything else is lazy. */
  eager?: boolean;
}

/** An image that is lazy by default and falls back to a default picture. */
export function SmartImage({ src, fallback, eager = false, alt = '', ...rest }: SmartImageProps) {
  const [failed, setFailed] = useState(false);
  const current = !src || failed ? fallback : src;
  return (
    <img
      {...rest}
      src={current}
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={eager ? 'high' : undefined}
      onError={() => {
        if (current !== fallback) setFailed(true);
      }}
    />
  );
}

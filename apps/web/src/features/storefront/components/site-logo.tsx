import { useCallback, useState } from 'react';
import { logoView, nextLogoStatus, type LogoEvent, type LogoStatus } from '../lib/logo-state';
import classes from './site-logo.module.css';
import { Skeleton } from './ui/skeleton';

interface SiteLogoProps {
  /** The tenant's logo, or the default image when it has none. Give the component `key={src}`. */
  src: string;
  alt: string;
  /** Test hook: the state before the image reports back. */
  initialStatus?: LogoStatus;
}

/** docs/product.md#storefront: a loading placeholder while the logo loads, the text 'Logo' when it fails. */
export function SiteLogo({ src, alt, initialStatus = 'loading' }: SiteLogoProps) {
  const [status, setStatus] = useState<LogoStatus>(initialStatus);
  const report = useCallback((event: LogoEvent) => {
    setStatus((current) => nextLogoStatus(current, event));
  }, []);
  // An image the browser already had may finish before React listens: read its state once attached.
  const checkComplete = useCallback(
    (img: HTMLImageElement | null) => {
      if (img?.complete) report(img.naturalWidth > 0 ? 'load' : 'error');
    },
    [report],
  );
  const view = logoView(status);

  return (
    <span className={classes.logo} data-logo-status={status}>
      {view.skeleton && <Skeleton className={classes.skeleton} aria-hidden="true" data-testid="logo-skeleton" />}
      {view.image && (
        <img
          ref={checkComplete}
          src={src}
          alt={alt}
          className={view.imageVisible ? classes.image : `${classes.image} ${classes.imageLoading}`}
          onLoad={() => {
            report('load');
          }}
          onError={() => {
            report('error');
          }}
        />
      )}
      {view.text && (
        <span className={classes.text} role="img" aria-label={alt}>
          Logo
        </span>
      )}
    </span>
  );
}

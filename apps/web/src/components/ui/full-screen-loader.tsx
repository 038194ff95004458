import classes from './full-screen-loader.module.css';

interface FullScreenLoaderProps {
  /** Cover the current screen instead of taking its place (used during route transitions). */
  overlay?: boolean;
  /** The text under the spinner: 'Loading...' unless a storefront says it in its language (docs/i18n.md). */
  label?: string;
}

/**
 * The overlay's text on a storefront: 'Loading...' in the site's language, which the storefront's messages give
 * once they are here (`StorefrontIntl`, docs/i18n.md). Only the overlay reads it: it appears after a client
 * navigation, never in a server render (where one process renders sites of every language).
 */
let overlayLabel: string | undefined;
export function setOverlayLabel(label: string): void {
  overlayLabel = label;
}

/**
 * docs/product.md#app: centred spinner, the text 'Loading...', light grey background.
 * Plain elements and a CSS module (no Mantine): it shows before any UI library has loaded.
 */
export function FullScreenLoader({ overlay = false, label = (overlay && overlayLabel) || 'Loading...' }: FullScreenLoaderProps) {
  return (
    <div role="status" aria-live="polite" className={overlay ? `${classes.root} ${classes.overlay}` : classes.root}>
      <div className={classes.stack}>
        <span className={classes.spinner} aria-hidden="true" />
        <p className={classes.text}>{label}</p>
      </div>
    </div>
  );
}

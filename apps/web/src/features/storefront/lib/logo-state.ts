export type LogoStatus = 'loading' | 'loaded' | 'error';
export type LogoEvent = 'load' | 'error';

/** loading → loaded on the image's load event, → error on its error event; both are final. */
export function nextLogoStatus(status: LogoStatus, event: LogoEvent): LogoStatus {
  if (status !== 'loading') return status;
  return event === 'load' ? 'loaded' : 'error';
}

export interface LogoView {
  /** The loading placeholder (Skeleton). */
  skeleton: boolean;
  /** Render the <img> (hidden until it has loaded, so the browser can fetch it). */
  image: boolean;
  imageVisible: boolean;
  /** The text 'Logo' replaces a broken image. */
  text: boolean;
}

export function logoView(status: LogoStatus): LogoView {
  switch (status) {
    case 'loading':
      return { skeleton: true, image: true, imageVisible: false, text: false };
    case 'loaded':
      return { skeleton: false, image: true, imageVisible: true, text: false };
    case 'error':
      return { skeleton: false, image: false, imageVisible: false, text: true };
  }
}

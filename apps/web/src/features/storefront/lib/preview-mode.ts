import { createContext, useContext } from 'react';

/**
 * True inside a template preview on the main domain (preview/template-preview.tsx): the storefront's forms then
 * send nothing and say so, since the demo site has no distributor to receive a lead or a subscriber.
 */
export const PreviewModeContext = createContext(false);

export const useIsPreview = (): boolean => useContext(PreviewModeContext);

export const PREVIEW_LEAD_NOTICE = 'This is a demo site: your message was not sent.';
export const PREVIEW_NEWSLETTER_NOTICE = 'This is a demo site: you were not subscribed.';

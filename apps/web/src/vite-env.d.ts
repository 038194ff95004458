/// <reference types="vite/client" />

interface Window {
  /** Set by /runtime-config.js (served by the API) before the app starts. */
  __DS_CONFIG__?: {
    baseDomain?: unknown;
    companyName?: unknown;
    platformName?: unknown;
    vitalsSampleRate?: unknown;
  };
  /**
   * A server-rendered storefront page (apps/api; read from its `ds-ssr` data block by main.tsx): the answers it used, keyed
   * like the storefront cache (the site's language data among them: docs/i18n.md).
   */
  __DS_SSR__?: {
    answers: Record<string, import('@/features/storefront/lib/use-resource').PreloadedResource>;
  };
}

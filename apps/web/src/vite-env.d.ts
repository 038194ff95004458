/// <reference types="vite/client" />

interface Window {
  /** Set by /runtime-config.js (served by the API) before the app starts. */
  __DS_CONFIG__?: {
    baseDomain?: unknown;
    companyName?: unknown;
    platformName?: unknown;
  };
}

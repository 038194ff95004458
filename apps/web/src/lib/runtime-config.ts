export interface RuntimeConfig {
  /** Main domain; tenants live on `<sub>.<baseDomain>`. Lower case, no port. */
  baseDomain: string;
  /** The promoted company ("An Independent Distributor of …"). */
  companyName: string;
  /** The product's own brand. */
  platformName: string;
  /** Share of storefront page loads (0–1) whose Web Vitals are measured (ANALYTICS_VITALS_SAMPLE_RATE). */
  vitalsSampleRate: number;
}

export const DEFAULT_RUNTIME_CONFIG: RuntimeConfig = {
  baseDomain: 'localhost',
  companyName: 'NHT Global',
  platformName: 'Distributor Sites',
  vitalsSampleRate: 0,
};

function nonEmptyString(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/** Validates whatever /runtime-config.js left on window; falls back field by field. */
export function parseRuntimeConfig(raw: unknown): RuntimeConfig {
  const source = raw !== null && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
  const baseDomain = nonEmptyString(source.baseDomain)
    ?.toLowerCase()
    .replace(/^\.+|\.+$/g, '');
  return {
    baseDomain: baseDomain || DEFAULT_RUNTIME_CONFIG.baseDomain,
    companyName: nonEmptyString(source.companyName) ?? DEFAULT_RUNTIME_CONFIG.companyName,
    platformName: nonEmptyString(source.platformName) ?? DEFAULT_RUNTIME_CONFIG.platformName,
    vitalsSampleRate:
      typeof source.vitalsSampleRate === 'number' && source.vitalsSampleRate >= 0 && source.vitalsSampleRate <= 1
        ? source.vitalsSampleRate
        : DEFAULT_RUNTIME_CONFIG.vitalsSampleRate,
  };
}

let cached: RuntimeConfig | undefined;

/** One build serves every deployment, so the config is read at run time, once. */
export function getRuntimeConfig(): RuntimeConfig {
  cached ??= parseRuntimeConfig(typeof window === 'undefined' ? undefined : window.__DS_CONFIG__);
  return cached;
}

/** The server renderer has no `window.__DS_CONFIG__`: it is told the deployment's config once (entry-server.tsx). */
export function setRuntimeConfig(raw: unknown): void {
  cached = parseRuntimeConfig(raw);
}

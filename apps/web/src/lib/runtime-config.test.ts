import { describe, expect, it } from 'vitest';
import { DEFAULT_RUNTIME_CONFIG, parseRuntimeConfig } from '@/lib/runtime-config';

describe('parseRuntimeConfig', () => {
  it('falls back to the defaults when /runtime-config.js did not load', () => {
    expect(parseRuntimeConfig(undefined)).toEqual({
      baseDomain: 'localhost',
      companyName: 'NHT Global',
      platformName: 'Distributor Sites',
    });
  });

  it('uses the served values, lower-casing the base domain', () => {
    expect(parseRuntimeConfig({ baseDomain: 'Sites.Example.com', companyName: 'Acme', platformName: 'Acme Sites' })).toEqual({
      baseDomain: 'sites.example.com',
      companyName: 'Acme',
      platformName: 'Acme Sites',
    });
  });

  it('replaces missing, empty or non-string fields one by one', () => {
    expect(parseRuntimeConfig({ baseDomain: '  ', companyName: 42, platformName: 'P' })).toEqual({
      ...DEFAULT_RUNTIME_CONFIG,
      platformName: 'P',
    });
  });
});

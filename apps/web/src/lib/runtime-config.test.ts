import { describe, expect, it } from 'vitest';
import { DEFAULT_RUNTIME_CONFIG, parseRuntimeConfig } from '@/lib/runtime-config';

describe('parseRuntimeConfig', () => {
  it('falls back to the defaults when /runtime-config.js did not load', () => {
    expect(parseRuntimeConfig(undefined)).toEqual({
      baseDomain: 'localhost',
      companyName: 'NHT Global',
      platformName: 'Distributor Sites',
      vitalsSampleRate: 0,
    });
  });

  it('uses the served values, lower-casing the base domain', () => {
    expect(
      parseRuntimeConfig({ baseDomain: 'Sites.Example.com', companyName: 'Acme', platformName: 'Acme Sites', vitalsSampleRate: 0.25 }),
    ).toEqual({
      baseDomain: 'sites.example.com',
      companyName: 'Acme',
      platformName: 'Acme Sites',
      vitalsSampleRate: 0.25,
    });
  });

  it('replaces missing, empty or non-string fields one by one', () => {
    expect(parseRuntimeConfig({ baseDomain: '  ', companyName: 42, platformName: 'P', vitalsSampleRate: 7 })).toEqual({
      ...DEFAULT_RUNTIME_CONFIG,
      platformName: 'P',
    });
  });
});

import fs from 'node:fs';
import { describe, expect, it } from '@jest/globals';
import { CONFIG_KEYS, ConfigError, loadConfig } from './index.js';

const valid = {
  DATABASE_URL: 'postgresql://u@127.0.0.1:5432/db',
  REDIS_URL: 'redis://127.0.0.1:6379',
  JWT_SECRET: 'x'.repeat(32),
};

describe('loadConfig', () => {
  it('applies the embedded defaults (README "Configuration", .env.example)', () => {
    const c = loadConfig(valid);
    expect(c.BASE_DOMAIN).toBe('localhost');
    expect(c.PORT).toBe(3000);
    expect(c.PUBLIC_URL).toBe('http://localhost:3000');
    expect(c.EDGE_CNAME_TARGET).toBe('sites.localhost');
    expect(c.DNS_RESOLVERS).toEqual([]);
  });

  it('parses a resolver list', () => {
    expect(loadConfig({ ...valid, DNS_RESOLVERS: '127.0.0.1:5353, 10.0.0.1:53' }).DNS_RESOLVERS).toEqual(['127.0.0.1:5353', '10.0.0.1:53']);
  });

  it('names every problem at once', () => {
    expect(() => loadConfig({ JWT_SECRET: 'short' })).toThrow(ConfigError);
    try {
      loadConfig({ JWT_SECRET: 'short' });
    } catch (err) {
      expect(String(err)).toMatch(/DATABASE_URL/);
      expect(String(err)).toMatch(/REDIS_URL/);
      expect(String(err)).toMatch(/JWT_SECRET/);
    }
  });
});

describe('custom-domain settings', () => {
  it('defaults the CAA identity, order limit, sweep and DNS timeout', () => {
    const c = loadConfig(valid);
    expect(c.ACME_CAA_IDENTITIES).toEqual(['letsencrypt.org']);
    expect(c.ACME_ORDER_LIMIT).toBe(250);
    expect(c.DOMAINS_SWEEP_SECONDS).toBe(60);
    expect(c.DNS_TIMEOUT_MS).toBe(3000);
    expect(c.EDGE_HTTPS_PORT).toBeUndefined();
    expect(c.EDGE_PROXY_PROTOCOL).toBe(false);
    expect(c.CERTIFICATE_RENEW_CRON).toBe('7 */6 * * *');
    expect(c.CERTIFICATE_RENEW_REMAINING).toBeCloseTo(1 / 3);
  });

  it('takes a renewal cron and share of lifetime, and refuses nonsense', () => {
    const c = loadConfig({ ...valid, CERTIFICATE_RENEW_CRON: ' 0 3 * * * ', CERTIFICATE_RENEW_REMAINING: '0.25' });
    expect([c.CERTIFICATE_RENEW_CRON, c.CERTIFICATE_RENEW_REMAINING]).toEqual(['0 3 * * *', 0.25]);
    expect(() => loadConfig({ ...valid, CERTIFICATE_RENEW_CRON: 'daily' })).toThrow(/CERTIFICATE_RENEW_CRON/);
    expect(() => loadConfig({ ...valid, CERTIFICATE_RENEW_REMAINING: '1.5' })).toThrow(/CERTIFICATE_RENEW_REMAINING/);
  });

  it('reads the PROXY protocol switch as a boolean and refuses anything else', () => {
    expect(loadConfig({ ...valid, EDGE_PROXY_PROTOCOL: 'true' }).EDGE_PROXY_PROTOCOL).toBe(true);
    expect(loadConfig({ ...valid, EDGE_PROXY_PROTOCOL: '0' }).EDGE_PROXY_PROTOCOL).toBe(false);
    expect(() => loadConfig({ ...valid, EDGE_PROXY_PROTOCOL: 'sometimes' })).toThrow(/EDGE_PROXY_PROTOCOL/);
  });

  it('refuses a data key that is not 32 bytes', () => {
    expect(() => loadConfig({ ...valid, DATA_ENCRYPTION_KEY: 'c2hvcnQ=' })).toThrow(/DATA_ENCRYPTION_KEY/);
    expect(loadConfig({ ...valid, DATA_ENCRYPTION_KEY: 'ab'.repeat(32) }).DATA_ENCRYPTION_KEY).toBe('ab'.repeat(32));
  });
});

describe('proxy trust and throttling settings', () => {
  it('trusts no proxy by default and takes IPs, CIDRs and proxy-addr names', () => {
    expect(loadConfig(valid).TRUSTED_PROXIES).toEqual([]);
    expect(loadConfig({ ...valid, TRUSTED_PROXIES: '' }).TRUSTED_PROXIES).toEqual([]);
    expect(loadConfig({ ...valid, TRUSTED_PROXIES: 'loopback, 172.30.0.10, 10.0.0.0/8, fd00::/8' }).TRUSTED_PROXIES).toEqual([
      'loopback',
      '172.30.0.10',
      '10.0.0.0/8',
      'fd00::/8',
    ]);
  });

  it('refuses what proxy-addr would not understand', () => {
    expect(() => loadConfig({ ...valid, TRUSTED_PROXIES: 'nginx' })).toThrow(/TRUSTED_PROXIES/);
    expect(() => loadConfig({ ...valid, TRUSTED_PROXIES: '10.0.0.0/33' })).toThrow(/TRUSTED_PROXIES/);
    expect(() => loadConfig({ ...valid, TRUSTED_PROXIES: 'true' })).toThrow(/TRUSTED_PROXIES/);
  });

  it('defaults the login throttle', () => {
    const c = loadConfig(valid);
    expect([
      c.AUTH_RATE_LIMIT,
      c.AUTH_RATE_WINDOW_SECONDS,
      c.AUTH_LOGIN_CLIENT_LIMIT,
      c.AUTH_ACCOUNT_SLOWDOWN_AFTER,
      c.AUTH_ACCOUNT_SLOWDOWN_MAX_MS,
    ]).toEqual([10, 60, 100, 20, 4000]);
  });
});

describe('outbox and job settings', () => {
  it('defaults to retries that outlast an SMTP outage of hours, and an 8 s job lock', () => {
    const c = loadConfig(valid);
    expect(c).toMatchObject({
      OUTBOX_SWEEP_SECONDS: 5,
      OUTBOX_RETRY_BASE_SECONDS: 30,
      OUTBOX_RETRY_MAX_SECONDS: 1800,
      OUTBOX_GIVE_UP_HOURS: 48,
      OUTBOX_RETENTION_DAYS: 30,
      JOB_LOCK_SECONDS: 8,
      JOB_STALLED_CHECK_SECONDS: 3,
      REDIS_COMMAND_TIMEOUT_MS: 1000,
    });
  });

  it('accepts fractions of a second (tests shorten the backoff) and refuses zero', () => {
    expect(loadConfig({ ...valid, OUTBOX_RETRY_BASE_SECONDS: '0.5' }).OUTBOX_RETRY_BASE_SECONDS).toBe(0.5);
    expect(() => loadConfig({ ...valid, OUTBOX_SWEEP_SECONDS: '0' })).toThrow(/OUTBOX_SWEEP_SECONDS/);
  });
});

describe('documentation of the settings', () => {
  it('lists every setting in .env.example', () => {
    const example = fs.readFileSync(new URL('../../../.env.example', import.meta.url), 'utf8');
    const documented = new Set([...example.matchAll(/^#? ?([A-Z][A-Z0-9_]+)=/gm)].map((m) => m[1]));
    expect(CONFIG_KEYS.filter((key) => !documented.has(key))).toEqual([]);
  });
});

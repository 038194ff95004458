import { describe, expect, it } from '@jest/globals';
import { loadConfig, signingKeys } from './index.js';

const valid = {
  DATABASE_URL: 'postgresql://u@127.0.0.1:5432/db',
  REDIS_URL: 'redis://127.0.0.1:6379',
  JWT_SECRET: 'j'.repeat(32),
};
const NEW = 'n'.repeat(40);
const OLD = 'o'.repeat(40);

describe('signing key rings', () => {
  it('is JWT_SECRET alone, as the `jwt` key, for every purpose when nothing is configured', () => {
    const config = loadConfig(valid);
    for (const purpose of ['sessions', 'links', 'returnPaths', 'queueDashboard'] as const)
      expect(signingKeys(config, purpose)).toEqual([{ id: 'jwt', secret: valid.JWT_SECRET }]);
  });

  it('reads `<id>:<secret>` entries, the signing key first, `jwt` standing for JWT_SECRET', () => {
    const config = loadConfig({ ...valid, LINK_SIGNING_KEYS: ` l2:${NEW} , jwt ,l1:${OLD}`, SESSION_SIGNING_KEYS: `s2:${NEW}` });
    expect(signingKeys(config, 'links')).toEqual([
      { id: 'l2', secret: NEW },
      { id: 'jwt', secret: valid.JWT_SECRET },
      { id: 'l1', secret: OLD },
    ]);
    expect(signingKeys(config, 'sessions')).toEqual([{ id: 's2', secret: NEW }]);
    expect(signingKeys(config, 'returnPaths')).toEqual([{ id: 'jwt', secret: valid.JWT_SECRET }]);
  });

  it('refuses short secrets, bad or repeated ids, a secret for `jwt` and an empty ring, naming the setting', () => {
    for (const ring of [`k1:short`, `k1`, `k 1:${NEW}`, `k1:${NEW},k1:${OLD}`, `jwt:${NEW}`, ' , '])
      expect(() => loadConfig({ ...valid, RETURN_PATH_SIGNING_KEYS: ring })).toThrow(/RETURN_PATH_SIGNING_KEYS/);
  });
});

describe('DATA_ENCRYPTION_KEY', () => {
  it('is required in production, and derived from JWT_SECRET only elsewhere', () => {
    expect(() => loadConfig({ ...valid, NODE_ENV: 'production' })).toThrow(/DATA_ENCRYPTION_KEY: required in production/);
    expect(loadConfig({ ...valid, NODE_ENV: 'production', DATA_ENCRYPTION_KEY: 'ab'.repeat(32) }).NODE_ENV).toBe('production');
    expect(() => loadConfig({ ...valid, NODE_ENV: 'development' })).not.toThrow();
    expect(() => loadConfig({ ...valid, NODE_ENV: 'test' })).not.toThrow();
  });
});

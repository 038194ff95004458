import { generateKeyPairSync } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import { ConfigError, loadConfig } from './index.js';

const valid = {
  DATABASE_URL: 'postgresql://u@127.0.0.1:5432/db',
  REDIS_URL: 'redis://127.0.0.1:6379',
  JWT_SECRET: 'x'.repeat(32),
  MAIL_FROM: 'Distributor Sites <no-reply@mail.sites.test>',
};

const rsa = (bits: number) => generateKeyPairSync('rsa', { modulusLength: bits });
const { privateKey, publicKey } = rsa(2048);
const pkcs8 = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
const pkcs1 = privateKey.export({ type: 'pkcs1', format: 'pem' }).toString();
const spki = publicKey.export({ type: 'spki', format: 'der' }).toString('base64');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dkim-config-'));

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function problemOf(env: Record<string, string>): string {
  try {
    loadConfig({ ...valid, ...env });
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return (err as Error).message;
  }
  throw new Error('loadConfig accepted it');
}

describe('DKIM key configuration', () => {
  it('sends unsigned when no key is set', () => {
    expect(loadConfig(valid).dkim).toBeNull();
  });

  it('reads an inline PEM (also with \\n escapes, as one-line env files hold it) and derives d= from MAIL_FROM', () => {
    for (const pem of [pkcs8, pkcs1, pkcs1.replace(/\n/g, '\\n')]) {
      const c = loadConfig({ ...valid, DKIM_SELECTOR: 's2026', DKIM_PRIVATE_KEY: pem });
      expect(c.dkim).toMatchObject({ domain: 'mail.sites.test', selector: 's2026', publicKey: spki, bits: 2048 });
      expect(c.dkim?.privateKey).toMatch(/^-----BEGIN PRIVATE KEY-----/);
    }
  });

  it('reads a key file, and signs for a parent domain when DKIM_DOMAIN says so', () => {
    const file = path.join(dir, 'dkim.pem');
    fs.writeFileSync(file, pkcs8);
    const c = loadConfig({ ...valid, DKIM_SELECTOR: 'k1', DKIM_PRIVATE_KEY_FILE: file, DKIM_DOMAIN: 'Sites.test' });
    expect(c.dkim).toMatchObject({ domain: 'sites.test', selector: 'k1', publicKey: spki });
  });

  it('stops at start with a clear ConfigError for a bad key, a missing file or a missing selector', () => {
    expect(
      problemOf({ DKIM_SELECTOR: 's1', DKIM_PRIVATE_KEY: '-----BEGIN PRIVATE KEY-----\nnot a key\n-----END PRIVATE KEY-----' }),
    ).toMatch(/DKIM_PRIVATE_KEY: not a PEM private key/);
    expect(problemOf({ DKIM_SELECTOR: 's1', DKIM_PRIVATE_KEY_FILE: path.join(dir, 'absent.pem') })).toMatch(
      /DKIM_PRIVATE_KEY_FILE: cannot read .*absent\.pem \(ENOENT\)/,
    );
    expect(problemOf({ DKIM_PRIVATE_KEY: pkcs8 })).toMatch(/DKIM_SELECTOR: required when a DKIM key is set/);
    expect(problemOf({ DKIM_SELECTOR: 's1', DKIM_PRIVATE_KEY: pkcs8, DKIM_PRIVATE_KEY_FILE: '/etc/hostname' })).toMatch(
      /either DKIM_PRIVATE_KEY or DKIM_PRIVATE_KEY_FILE/,
    );
  });

  it('refuses keys verifiers would not accept or nodemailer cannot sign with', () => {
    const small = rsa(512).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    expect(problemOf({ DKIM_SELECTOR: 's1', DKIM_PRIVATE_KEY: small })).toMatch(/512 bits.*use 2048/);
    const ed = generateKeyPairSync('ed25519').privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    expect(problemOf({ DKIM_SELECTOR: 's1', DKIM_PRIVATE_KEY: ed })).toMatch(/an RSA key is required \(got ed25519\)/);
  });

  it('refuses a signing domain the From address does not align with', () => {
    expect(problemOf({ DKIM_SELECTOR: 's1', DKIM_PRIVATE_KEY: pkcs8, DKIM_DOMAIN: 'other.test' })).toMatch(
      /DKIM_DOMAIN: other\.test does not align with MAIL_FROM's domain mail\.sites\.test/,
    );
    // A sibling is no parent either.
    expect(problemOf({ DKIM_SELECTOR: 's1', DKIM_PRIVATE_KEY: pkcs8, DKIM_DOMAIN: 'news.sites.test' })).toMatch(/does not align/);
  });

  it('refuses a previous selector equal to the current one', () => {
    expect(problemOf({ DKIM_SELECTOR: 's1', DKIM_PREVIOUS_SELECTOR: 'S1', DKIM_PRIVATE_KEY: pkcs8 })).toMatch(
      /DKIM_PREVIOUS_SELECTOR: must differ/,
    );
  });
});

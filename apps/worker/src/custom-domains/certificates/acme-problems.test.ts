import { describe, expect, it } from '@jest/globals';
import { AcmeError, asProblem, classifyAcmeFailure, dnsNotVerifiedMessage, fixableInDns, issueRetryDelayMs } from './acme-problems.js';

const problem = (type: string, detail: string) => asProblem({ type: `urn:ietf:params:acme:error:${type}`, detail });

describe('ACME failures', () => {
  it('stops at once when the CA refuses the name or CAA forbids it', () => {
    const rejected = classifyAcmeFailure(new AcmeError('x', problem('rejectedIdentifier', 'Order included a blocked name')), 'shop.test');
    expect(rejected).toEqual({
      unrecoverable: true,
      message:
        'The certificate authority refuses to issue a certificate for shop.test (its policy forbids this name): Order included a blocked name',
    });
    const caa = classifyAcmeFailure(new AcmeError('x', problem('caa', 'CAA record forbids issuance')), 'shop.test');
    expect(caa.unrecoverable).toBe(true);
    expect(caa.message).toMatch(/^A CAA record on shop.test forbids our certificate authority/);
    // A subproblem is enough.
    const nested = new AcmeError('x', {
      type: 'malformed',
      detail: 'some identifiers were rejected',
      subproblems: [problem('rejectedIdentifier', 'no')!],
    });
    expect(classifyAcmeFailure(nested, 'shop.test').unrecoverable).toBe(true);
  });

  it('retries validation trouble, rate limits (honouring Retry-After) and network failures', () => {
    expect(classifyAcmeFailure(new AcmeError('x', problem('connection', 'Connection refused')), 'shop.test')).toEqual({
      unrecoverable: false,
      message: 'The certificate authority could not validate shop.test yet: Connection refused',
    });
    const limited = classifyAcmeFailure(new AcmeError('x', problem('rateLimited', 'too many'), 3600), 'shop.test');
    expect(limited).toMatchObject({ unrecoverable: false, retryAfterMs: 3_600_000 });
    expect(classifyAcmeFailure(new Error('connect ECONNREFUSED 127.0.0.1:14000'), 'shop.test')).toEqual({
      unrecoverable: false,
      message: 'Certificate order for shop.test failed: connect ECONNREFUSED 127.0.0.1:14000',
    });
  });

  it('backs off 1 min, 10 min, 100 min, then daily', () => {
    expect([1, 2, 3, 4, 9].map(issueRetryDelayMs)).toEqual([60_000, 600_000, 6_000_000, 86_400_000, 86_400_000]);
  });

  it('reads problem documents and ignores anything else', () => {
    expect(asProblem({ type: 'urn:ietf:params:acme:error:caa', detail: 'd' })).toEqual({ type: 'caa', detail: 'd' });
    expect(asProblem({ type: 'about:blank' })).toBeUndefined();
    expect(asProblem('nope')).toBeUndefined();
  });
});

describe('fixableInDns', () => {
  it('is true for CAA refusals and unverified DNS, false for policy refusals', () => {
    const caa = classifyAcmeFailure(new AcmeError('x', problem('caa', 'forbidden')), 'shop.test').message;
    const policy = classifyAcmeFailure(new AcmeError('x', problem('rejectedIdentifier', 'blocked')), 'shop.test').message;
    expect(fixableInDns(caa)).toBe(true);
    expect(fixableInDns(dnsNotVerifiedMessage('shop.test'))).toBe(true);
    expect(fixableInDns(policy)).toBe(false);
    expect(fixableInDns(null)).toBe(false);
  });
});

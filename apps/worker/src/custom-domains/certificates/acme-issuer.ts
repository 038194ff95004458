import { Inject, Injectable, Logger } from '@nestjs/common';
import acme from 'acme-client';
import { APP_CONFIG, type AppConfig } from '@ds/config';
import { dataEncryptionKey, openSecret, sealSecret, SECRET_PURPOSE } from '@ds/mail-identity';
import { Database, type Certificate } from '@ds/db';
import { acmeChallengeKey } from '@ds/jobs';
import { WorkerRedis } from '../../infra/redis/worker-redis.js';
import { AcmeGateway, type AcmeAuthorization, type AcmeOrder } from './acme-gateway.js';
import { AcmeError, asProblem } from './acme-problems.js';
import { OrderLimiter } from './order-limiter.js';

export interface IssuedCertificate {
  certPem: string;
  notBefore: Date;
  notAfter: Date;
}

/** The order could not be placed now because of our own limiter; try again at `retryAt`. */
export class OrderDeferred extends Error {
  constructor(readonly retryAt: Date) {
    super(`Waiting for the certificate authority's rate limit (until ${retryAt.toISOString()})`);
    this.name = 'OrderDeferred';
  }
}

/** How long one job run waits for the CA before handing the (kept) order to a later attempt. */
const WAIT_MS = 120_000;
/** Challenge answers outlive any validation. */
const CHALLENGE_TTL_SECONDS = 24 * 3600;

/**
 * One certificate's ACME order, done by hand (RFC 8555 §7.4) so it can be resumed: the order URL and the
 * certificate's private key (encrypted) are stored on the row right after the order is created, so a
 * worker killed at any later step resumes *that* order — pending authorizations, ready to finalize,
 * processing, or valid and only to be downloaded — and never orders (or pays rate limit for) a second one.
 * HTTP-01 answers go to Redis, where every API instance serves them at /.well-known/acme-challenge/.
 */
@Injectable()
export class AcmeIssuer {
  private readonly logger = new Logger(AcmeIssuer.name);
  private readonly key: Buffer;

  constructor(
    private readonly db: Database,
    private readonly gateway: AcmeGateway,
    private readonly redis: WorkerRedis,
    private readonly limiter: OrderLimiter,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.key = dataEncryptionKey(config);
  }

  async obtain(row: Certificate): Promise<IssuedCertificate> {
    let order = row.order_url ? await this.resume(row.order_url) : null;
    let keyPem = row.key_encrypted && order ? openSecret(this.key, SECRET_PURPOSE.certificateKey, row.key_encrypted) : null;

    if (!order || !keyPem) {
      const retryAt = await this.limiter.take();
      if (retryAt) throw new OrderDeferred(retryAt);
      keyPem = (await acme.crypto.createPrivateEcdsaKey('P-256')).toString();
      order = await this.gateway.call((c) => c.createOrder({ identifiers: [{ type: 'dns', value: row.domain }] }));
      // Stored before anything else happens: from here on, a crash resumes this order.
      await this.db.forTenant(row.tenant_id).certificate.update({
        where: { id: row.id },
        data: { order_url: order.url, key_encrypted: sealSecret(this.key, SECRET_PURPOSE.certificateKey, keyPem) },
      });
      this.logger.log(`order ${order.url} placed for ${row.domain}`);
    }

    if (order.status === 'pending') {
      await this.authorize(order);
      order = await this.waitFor(order, (c, o) => c.getOrder(o), ['ready', 'processing', 'valid']);
    }
    if (order.status === 'ready') {
      const [, csr] = await acme.crypto.createCsr({ commonName: row.domain, altNames: [row.domain] }, keyPem);
      order = await this.gateway.call((c) => c.finalizeOrder(order!, csr));
    }
    order = await this.waitFor(order, (c, o) => c.getOrder(o), ['valid']);
    const certPem = await this.gateway.call((c) => c.getCertificate(order));
    const info = acme.crypto.readCertificateInfo(certPem);
    return { certPem, notBefore: info.notBefore, notAfter: info.notAfter };
  }

  /** The stored order if the CA still has it and it can still succeed; null to start a new one. */
  private async resume(url: string): Promise<AcmeOrder | null> {
    try {
      const order = await this.gateway.call((c) => c.getOrder({ url } as AcmeOrder));
      if (order.status === 'invalid') return null;
      this.logger.log(`resuming order ${url} (${order.status})`);
      return order;
    } catch (err) {
      // Gone (expired, 404): a new order it is. Anything else (CA unreachable) is a failed attempt.
      if (err instanceof AcmeError && (err.problem?.type === 'malformed' || /404|not found|expired/i.test(err.message))) return null;
      throw err;
    }
  }

  /** Answers every pending HTTP-01 challenge of the order and waits until each authorization is valid. */
  private async authorize(order: AcmeOrder): Promise<void> {
    const authorizations = await this.gateway.call((c) => c.getAuthorizations(order));
    const tokens: string[] = [];
    try {
      for (const authz of authorizations) {
        if (authz.status === 'valid') continue;
        if (authz.status !== 'pending') throw authorizationFailed(authz);
        const challenge = authz.challenges.find((ch) => ch.type === 'http-01');
        if (!challenge) throw new AcmeError(`The certificate authority offers no HTTP-01 challenge for ${authz.identifier.value}`);
        const keyAuthorization = await this.gateway.call((c) => c.getChallengeKeyAuthorization(challenge));
        await this.redis.client.set(acmeChallengeKey(this.redis.prefix, challenge.token), keyAuthorization, 'EX', CHALLENGE_TTL_SECONDS);
        tokens.push(challenge.token);
        // A resumed order may already have asked for validation; asking twice is an error at some CAs.
        if (challenge.status === 'pending') await this.gateway.call((c) => c.completeChallenge(challenge));
      }
      for (const authz of authorizations) {
        if (authz.status === 'valid') continue;
        const done = await this.waitFor(authz, async (c, a) => ({ ...(await this.fetchAuthorization(c, a.url)), url: a.url }), ['valid']);
        if (done.status !== 'valid') throw authorizationFailed(done);
      }
    } finally {
      if (tokens.length) await this.redis.client.del(...tokens.map((t) => acmeChallengeKey(this.redis.prefix, t))).catch(() => undefined);
    }
  }

  private async fetchAuthorization(client: acme.Client, url: string): Promise<AcmeAuthorization> {
    // acme-client has no single-authorization getter; an order-shaped object with one URL does it.
    const [authz] = await client.getAuthorizations({ authorizations: [url] } as AcmeOrder);
    return authz;
  }

  /**
   * Polls until the item reaches one of `done` (or `invalid`, which throws with the CA's reason). Past
   * WAIT_MS the attempt ends as a retryable failure; the stored order is picked up again next time.
   */
  private async waitFor<T extends { status: string; url: string }>(
    item: T,
    refresh: (c: acme.Client, item: T) => Promise<T>,
    done: string[],
  ): Promise<T> {
    const deadline = Date.now() + WAIT_MS;
    let current = item;
    for (let delay = 250; ; delay = Math.min(delay * 2, 5_000)) {
      if (done.includes(current.status)) return current;
      if (current.status === 'invalid') {
        if ('challenges' in current) throw authorizationFailed(current as unknown as AcmeAuthorization);
        const problem = asProblem((current as unknown as { error?: unknown }).error);
        throw new AcmeError(problem?.detail || 'The certificate order became invalid', problem);
      }
      if (Date.now() > deadline) throw new AcmeError(`Still waiting for the certificate authority (${current.status}); will check again`);
      await new Promise((r) => setTimeout(r, delay));
      current = await this.gateway.call((c) => refresh(c, current));
    }
  }
}

/** The CA's reason an authorization failed, from the failed challenge's problem document. */
function authorizationFailed(authz: AcmeAuthorization): AcmeError {
  const failed = authz.challenges.find((ch) => ch.status === 'invalid' && ch.error) ?? authz.challenges.find((ch) => ch.error);
  const problem = asProblem(failed?.error);
  return new AcmeError(problem?.detail || `Authorization for ${authz.identifier.value} is ${authz.status}`, problem);
}

import { AsyncLocalStorage } from 'node:async_hooks';
import fs from 'node:fs';
import https from 'node:https';
import tls from 'node:tls';
import { Inject, Injectable, Logger } from '@nestjs/common';
import acme from 'acme-client';
import { APP_CONFIG, type AppConfig } from '@ds/config';
import { dataEncryptionKey, openSecret, sealSecret, SECRET_PURPOSE } from '@ds/mail-identity';
import { Database, type PlatformClient } from '@ds/db';
import { AcmeError, asProblem, type AcmeProblem } from './acme-problems.js';

export type AcmeOrder = acme.Order;
export type AcmeAuthorization = acme.Authorization;

interface ProblemScope {
  problem?: AcmeProblem;
  retryAfter?: number;
}

/**
 * acme-client turns a CA's problem document into an Error holding only its `detail`; to decide whether
 * a failure is worth retrying we need its `type`. Every response passes through acme-client's axios
 * instance, so an interceptor notes the last problem document seen by the current async call chain.
 */
const scope = new AsyncLocalStorage<ProblemScope>();
let interceptorInstalled = false;

function installProblemCapture(): void {
  if (interceptorInstalled) return;
  interceptorInstalled = true;
  const note = (response: { status?: number; data?: unknown; headers?: Record<string, unknown> } | undefined) => {
    const store = scope.getStore();
    if (!store || !response || (response.status ?? 0) < 400) return;
    const problem = asProblem(response.data);
    if (!problem) return;
    store.problem = problem;
    const retryAfter = Number(response.headers?.['retry-after']);
    store.retryAfter = Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined;
  };
  acme.axios.interceptors.response.use(
    (response) => {
      note(response);
      return response;
    },
    (error: Error & { response?: { status?: number; data?: unknown } }) => {
      note(error.response);
      return Promise.reject(error);
    },
  );
}

/**
 * The ACME client as the certificate handler uses it: one account per directory (environment), its key
 * stored AES-GCM encrypted in `acme_accounts`; each call runs inside `call()`, which turns failures into
 * `AcmeError`s carrying the CA's problem type. `ACME_CA_FILE` (e.g. pebble's test CA) is trusted for the
 * directory's HTTPS — added to the system roots, TLS checks stay on.
 */
@Injectable()
export class AcmeGateway {
  private readonly logger = new Logger(AcmeGateway.name);
  private client?: Promise<acme.Client>;
  private readonly key: Buffer;
  /** ACME accounts are the platform's, not a tenant's. */
  private readonly platform: PlatformClient;

  constructor(
    db: Database,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.platform = db.platform;
    this.key = dataEncryptionKey(config);
    installProblemCapture();
    if (config.ACME_CA_FILE) {
      const extra = fs.readFileSync(config.ACME_CA_FILE, 'utf8');
      acme.axios.defaults.httpsAgent = new https.Agent({ ca: [...tls.rootCertificates, extra], keepAlive: true });
    }
    acme.setLogger((message) => this.logger.debug(message));
  }

  /** Runs `fn` against the account's client; any failure comes out as an `AcmeError`. */
  async call<T>(fn: (client: acme.Client) => Promise<T>): Promise<T> {
    const store: ProblemScope = {};
    return scope.run(store, async () => {
      try {
        return await fn(await this.account());
      } catch (err) {
        if (err instanceof AcmeError) throw err;
        const message = err instanceof Error ? err.message : String(err);
        throw new AcmeError(store.problem?.detail || message, store.problem, store.retryAfter);
      }
    });
  }

  private account(): Promise<acme.Client> {
    if (!this.client) {
      this.client = this.loadAccount();
      // Not memoised on failure: the next call tries to reach the directory again.
      this.client.catch(() => (this.client = undefined));
    }
    return this.client;
  }

  private async loadAccount(): Promise<acme.Client> {
    const directoryUrl = this.config.ACME_DIRECTORY_URL;
    if (!directoryUrl) throw new AcmeError('ACME is not configured (ACME_DIRECTORY_URL)');
    let row = await this.platform.acmeAccount.findUnique({ where: { directory_url: directoryUrl } });
    if (!row) {
      const pem = (await acme.crypto.createPrivateEcdsaKey('P-256')).toString();
      // Several workers may start at once: the unique directory_url picks one key; everyone uses it.
      await this.platform.acmeAccount.createMany({
        data: [{ directory_url: directoryUrl, key_encrypted: sealSecret(this.key, SECRET_PURPOSE.acmeAccountKey, pem) }],
        skipDuplicates: true,
      });
      row = await this.platform.acmeAccount.findUniqueOrThrow({ where: { directory_url: directoryUrl } });
    }
    const accountKey = openSecret(this.key, SECRET_PURPOSE.acmeAccountKey, row.key_encrypted);
    const client = new acme.Client({ directoryUrl, accountKey, accountUrl: row.account_url ?? undefined });
    if (!row.account_url) {
      // Same key ⇒ same account: a CA answers an existing key with that account, so this is idempotent.
      await client.createAccount({
        termsOfServiceAgreed: true,
        contact: this.config.ACME_EMAIL ? [`mailto:${this.config.ACME_EMAIL}`] : [],
      });
      await this.platform.acmeAccount.update({ where: { id: row.id }, data: { account_url: client.getAccountUrl() } });
      this.logger.log(`ACME account registered at ${directoryUrl}`);
    }
    return client;
  }
}

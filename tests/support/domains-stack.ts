import http from 'node:http';
import https from 'node:https';
import tls from 'node:tls';
import argon2 from 'argon2';
import { certificateIssueJobId, JobQueue, QUEUES } from '@ds/jobs';
import { startMailbox } from './mailbox.js';
import { startPebble, type Pebble } from './pebble.js';
import { TestDnsServer } from './dns-server.js';
import { freePort, startStack, waitFor, type Stack } from './stack.js';

export const EDGE_HOST = 'edge.platform.test';
export const BLOCKED = 'blocked.test';

export interface Distributor {
  token: string;
  tenantId: string;
  email: string;
}

export interface SettingsAnswer {
  settings: { custom_domain: string | null; dns_status: string; custom_domain_status: string; domain_type: string };
  verification: {
    status: string;
    domain: string | null;
    records: { type: string; name: string; value: string; found?: string[] | null; ok?: boolean; problem?: string | null }[];
    checked_at: string | null;
    next_check_at: string | null;
    message: string | null;
  };
  certificate: { status: string; not_after: string | null; last_error: string | null; next_attempt_at: string | null };
}

/**
 * The whole custom-domain machinery for end-to-end tests: a DNS server whose zone the test edits, Debian's
 * pebble (resolving through that DNS, validating HTTP-01 on the API's port), an SMTP catcher, and the built
 * api (+ HTTPS edge) and worker processes configured to use them.
 */
export async function startDomainsStack(env: Record<string, string> = {}) {
  const dns = await TestDnsServer.start();
  dns.set(EDGE_HOST, 'A', ['127.0.0.1']);
  const port = await freePort();
  const httpsPort = await freePort();
  const pebble: Pebble = await startPebble({ dnsServer: dns.address, httpPort: port, blocklist: [BLOCKED] });
  const mailbox = await startMailbox();
  let stack: Stack;
  try {
    stack = await startStack({
      PORT: String(port),
      EDGE_HTTPS_PORT: String(httpsPort),
      EDGE_CNAME_TARGET: EDGE_HOST,
      EDGE_IPV4: '127.0.0.1',
      DNS_RESOLVERS: dns.address,
      DNS_TIMEOUT_MS: '400',
      ACME_DIRECTORY_URL: pebble.directoryUrl,
      ACME_EMAIL: 'ops@platform.test',
      ACME_CA_FILE: pebble.caFile,
      ACME_CAA_IDENTITIES: 'pebble.test',
      DOMAINS_SWEEP_SECONDS: '1',
      SMTP_URL: mailbox.url,
      ...env,
    });
  } catch (err) {
    await Promise.all([pebble.stop(), dns.close(), mailbox.close()]);
    throw err;
  }
  await stack.prisma.admin.create({
    data: { name: 'Root', email: 'root@platform.test', password_hash: await argon2.hash('admin-pass-1', { type: argon2.argon2id }) },
  });

  const call = async (method: string, path: string, body?: unknown, token?: string) => {
    const res = await fetch(`${stack.url}/api${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, body: (text ? JSON.parse(text) : null) as Record<string, unknown> & SettingsAnswer };
  };
  const adminToken = (await call('POST', '/admin/login', { email: 'root@platform.test', password: 'admin-pass-1' })).body.token as string;

  let count = 0;
  const signUp = async (name: string): Promise<Distributor> => {
    count += 1;
    const email = `${name}-${count}@example.com`;
    const res = await call('POST', '/users/signup', {
      first_name: name,
      last_name: 'Seller',
      email,
      password: 'distributor-pass-1',
      subdomain: `${name}${count}`,
    });
    if (res.status !== 201) throw new Error(`signup: ${res.status} ${JSON.stringify(res.body)}`);
    return { token: res.body.token as string, tenantId: res.body.tenant_id as string, email };
  };
  const settings = async (d: Distributor) => (await call('GET', `/tenants/${d.tenantId}/settings`, undefined, d.token)).body;
  const setDomain = (d: Distributor, domain: string) =>
    call('PUT', `/tenants/${d.tenantId}/settings`, { domain_type: 'custom_domain', custom_domain: domain }, d.token);
  const verifyNow = (d: Distributor) => call('POST', `/tenants/${d.tenantId}/settings/verify-domain`, undefined, d.token);
  /** Polls the settings until `check` holds; returns the last answer. */
  // Waits are generous for a loaded machine; they end as soon as the state is reached.
  const settingsWhen = async (d: Distributor, check: (s: SettingsAnswer) => boolean, timeoutMs = 90_000) => {
    let last: SettingsAnswer | undefined;
    await waitFor(
      async () => check((last = await settings(d))),
      timeoutMs,
      () => `settings: ${JSON.stringify(last, null, 1)}\n${stack.logs.slice(-40).join('')}`,
    );
    return last!;
  };
  /** Publishes the TXT token and the routing record the settings asked for. */
  const publish = (answer: SettingsAnswer) => {
    for (const record of answer.verification.records) {
      if (record.type === 'TXT' || record.type === 'CNAME' || record.type === 'A') dns.set(record.name, record.type, [record.value]);
    }
  };

  const jobs = new JobQueue({ url: stack.env.REDIS_URL }, stack.env.REDIS_PREFIX);
  // A test may restart Redis under it; the reconnect is expected, not worth a console error.
  jobs.queue(QUEUES.domains).on('error', () => undefined);
  let renewals = 0;
  /** Runs one `certificate.renew` now (as its schedule would) and returns what it did. */
  const runRenewal = async () => {
    const id = await jobs.add({ name: 'certificate.renew', data: {}, jobId: `renew-now-${++renewals}` });
    const queue = jobs.queue(QUEUES.domains);
    let state = '';
    await waitFor(
      async () => ['completed', 'failed'].includes((state = await queue.getJobState(id!))),
      20_000,
      () => `renewal ${state}\n${stack.logs.slice(-30).join('')}`,
    );
    const job = await queue.getJob(id!);
    if (state !== 'completed') throw new Error(`renewal failed: ${job?.failedReason}`);
    return job!.returnvalue as { renewing: number; misconfigured: string[]; rechecks: number };
  };

  let marker: string | undefined;
  /**
   * Resolves once the worker's domain sweeper has run `count` more times (DOMAINS_SWEEP_SECONDS is 1 here),
   * to say "nothing picked it up again" after sweeps that would have, instead of after a sleep. The proof:
   * a certificate order of a site with no custom domain is always due, so every sweep queues its
   * `certificate.issue` job again (a new job each time, once the last has completed: "nothing to issue").
   */
  const afterSweeps = async (count = 2) => {
    marker ??= (await stack.prisma.tenant.create({ data: { subdomain: 'sweep-marker' } })).id;
    const due = await stack.prisma.certificate.create({
      data: { tenant_id: marker, domain: 'www.sweep-marker.test', status: 'failed', next_attempt_at: new Date(0) },
    });
    const queue = jobs.queue(QUEUES.domains);
    const seen = new Set<number>();
    try {
      await waitFor(
        async () => {
          const job = await queue.getJob(certificateIssueJobId(marker!));
          if (job && job.timestamp >= due.created_at.getTime() && (await job.getState()) === 'completed') seen.add(job.timestamp);
          return seen.size >= count;
        },
        60_000,
        () => `the sweeper ran ${seen.size} of ${count} times\n${stack.logs.slice(-30).join('')}`,
      );
    } finally {
      await stack.prisma.certificate.delete({ where: { id: due.id } });
    }
  };

  return {
    dns,
    pebble,
    jobs,
    runRenewal,
    afterSweeps,
    mailbox,
    stack,
    port,
    httpsPort,
    adminToken,
    call,
    signUp,
    settings,
    setDomain,
    verifyNow,
    settingsWhen,
    publish,
    async stop() {
      await jobs.close();
      await stack.stop();
      await Promise.all([pebble.stop(), dns.close(), mailbox.close()]);
    },
  };
}

export type DomainsStack = Awaited<ReturnType<typeof startDomainsStack>>;

/** A TLS handshake with `servername` against the HTTPS edge, trusting only `ca`. */
export function tlsHandshake(
  port: number,
  servername: string,
  ca: string,
): Promise<{ authorized: boolean; error?: string; cert: tls.PeerCertificate }> {
  return new Promise((resolve, reject) => {
    const socket = tls.connect({ host: '127.0.0.1', port, servername, ca, rejectUnauthorized: false }, () => {
      const result = { authorized: socket.authorized, error: socket.authorizationError?.message, cert: socket.getPeerCertificate(true) };
      socket.end();
      resolve(result);
    });
    socket.once('error', reject);
  });
}

/** GET over HTTPS to the edge for `host` (SNI + Host header), verifying against `ca`. */
export function httpsGet(
  port: number,
  host: string,
  path: string,
  ca: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: Record<string, unknown>; body: string }> {
  return new Promise((resolve, reject) => {
    https
      .get({ host: '127.0.0.1', port, path, servername: host, headers: { host, ...headers }, ca }, (res) => {
        let body = '';
        res.on('data', (c: Buffer) => (body += c.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      })
      .on('error', reject);
  });
}

/** GET over plain HTTP to the api's port with a given Host header (fetch cannot set Host). */
export function httpGet(
  port: number,
  host: string,
  path: string,
): Promise<{ status: number; headers: Record<string, unknown>; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path, headers: { host } }, (res) => {
        let body = '';
        res.on('data', (c: Buffer) => (body += c.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      })
      .on('error', reject);
  });
}

import type { IncomingMessage, OutgoingMessage, Server } from 'node:http';
import type { TLSSocket } from 'node:tls';
import proxyaddr from 'proxy-addr';
import { normaliseHost } from '@ds/shared';

/**
 * Which peers' forwarding headers we believe (TRUSTED_PROXIES), compiled once per app. Empty: nobody's —
 * the socket peer is the client, `Host` is the host, whatever X-Forwarded-* a caller makes up.
 */
export class ProxyTrust {
  static readonly none = new ProxyTrust([]);

  /** proxy-addr's trust function (also handed to Express): is `address`, `hop` steps from us, one of our proxies? */
  readonly trusts: (address: string, hop: number) => boolean;
  /** The `Vary` of an answer that depends on the visitor's host: every header the host may come from. */
  readonly hostVary: readonly string[];

  constructor(proxies: readonly string[]) {
    this.trusts = proxies.length ? proxyaddr.compile([...proxies]) : () => false;
    this.hostVary = proxies.length ? ['X-Tenant-Domain', 'Host', 'X-Forwarded-Host'] : ['X-Tenant-Domain', 'Host'];
  }
}

/** Why the header the host came from does not name exactly one host. */
interface HostProblem {
  header: 'X-Tenant-Domain' | 'X-Forwarded-Host' | 'Host';
  problem: string;
}

/** Who is asking, decided once per request; every consumer (tenant resolution, caches, SEO, rate limits) uses it. */
export interface Visitor {
  /**
   * Normalised host (lower case, no port, no trailing dot): X-Tenant-Domain (docs/product.md#api), else a trusted proxy's
   * X-Forwarded-Host, else Host.
   */
  host: string;
  /**
   * Client address: the socket peer (or the client a PROXY protocol header named), walked back through X-Forwarded-For over
   * trusted proxies only.
   */
  ip: string;
  /** `scheme://authority` the visitor used, for absolute links (canonical URL, sitemap). */
  origin: string;
  /**
   * Set when that header names several hosts (or holds a space): the request is refused with 400
   * (`rejectUnsafeHeaders`, safe-input.pipe.ts). `host` is then the whole value, which names no store, so
   * whatever reads it before the refusal (the fast paths answer before Express) finds nothing.
   */
  hostProblem?: HostProblem;
}

const TRUST = Symbol('ds.proxyTrust');
const PEER = Symbol('ds.peer');
const VISITOR = Symbol('ds.visitor');

type Tagged = IncomingMessage & { [TRUST]?: ProxyTrust; [PEER]?: string; [VISITOR]?: Visitor };

/** A host with an optional port, nothing else: what may go into an absolute link. */
const AUTHORITY = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*\.?|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * Tells every request on `server` which proxies to trust, before any other listener runs (the hot-cache
 * fast path answers before Express). Call after the other request listeners are in place; the HTTPS
 * edge copies the listeners, this one included.
 */
export function installProxyTrust(server: Server, trust: ProxyTrust): void {
  server.prependListener('request', (req: IncomingMessage) => {
    (req as Tagged)[TRUST] = trust;
  });
}

/**
 * The connection came through a PROXY protocol balancer (EDGE_PROXY_PROTOCOL), which named the client:
 * that is the peer. Configuring PROXY protocol is what makes the balancer trusted, so TRUSTED_PROXIES need not list it.
 */
export function setPeerFromProxyProtocol(req: IncomingMessage, clientAddress: string): void {
  (req as Tagged)[PEER] = clientAddress;
}

export function proxyTrustOf(req: IncomingMessage): ProxyTrust {
  return (req as Tagged)[TRUST] ?? ProxyTrust.none;
}

/** The request's visitor, derived on first use and then remembered on the request. */
export function visitorOf(req: IncomingMessage): Visitor {
  const tagged = req as Tagged;
  return (tagged[VISITOR] ??= derive(tagged, proxyTrustOf(req)));
}

/** Adds the headers the visitor's host comes from to the answer's `Vary` (keeping what is there). */
export function varyByHost(req: IncomingMessage, res: OutgoingMessage): void {
  const current = res.getHeader('Vary');
  const names = (Array.isArray(current) ? current.join(',') : String(current ?? ''))
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const known = new Set(names.map((n) => n.toLowerCase()));
  for (const name of proxyTrustOf(req).hostVary) if (!known.has(name.toLowerCase())) names.push(name);
  res.setHeader('Vary', names.join(', '));
}

function derive(req: Tagged, trust: ProxyTrust): Visitor {
  const proxied = req[PEER];
  const peer = proxied ?? req.socket?.remoteAddress ?? '';
  const fromOurProxy = proxied === undefined && peer !== '' && trust.trusts(peer, 0);

  const ip = proxied ?? (proxyaddr(req, trust.trusts) || 'unknown');
  // A proxy's X-Forwarded-Host may list every hop's host: its first is the visitor's. X-Tenant-Domain and
  // Host are one host each, taken whole: "a, b" is not read as "a" (nor ", b" as no header at all).
  const forwardedHost = fromOurProxy ? first(req.headers['x-forwarded-host']) : '';
  const authority = forwardedHost || whole(req.headers.host);
  const tenantDomain = whole(req.headers['x-tenant-domain']);
  const header: HostProblem['header'] = tenantDomain ? 'X-Tenant-Domain' : forwardedHost ? 'X-Forwarded-Host' : 'Host';
  const raw = tenantDomain || authority;
  const host = normaliseHost(raw);
  const problem = oneHostProblem(raw);

  const forwardedProto = fromOurProxy ? first(req.headers['x-forwarded-proto']).toLowerCase() : '';
  const scheme = (req.socket as TLSSocket | undefined)?.encrypted ? 'https' : forwardedProto === 'https' ? 'https' : 'http';
  // The port the visitor typed belongs in links, but only when the authority is the host we serve.
  const linkAuthority = AUTHORITY.test(authority) && normaliseHost(authority) === host ? authority.toLowerCase() : host;
  return {
    host,
    ip,
    origin: `${scheme}://${linkAuthority}`,
    ...(problem ? { hostProblem: { header, problem: `${header} ${problem}` } } : {}),
  };
}

/**
 * Why a host header's value is not one host, or null. A comma or whitespace is never part of a host name
 * (RFC 9110 §7.2: Host is one uri-host with an optional port); it is what separates several.
 */
function oneHostProblem(value: string): string | null {
  return /[\s,]/.test(value) ? 'must name one host, such as jane.example.com (it holds a comma or a space)' : null;
}

/** A header's whole value, trimmed; a header sent twice arrives as an array or joined with commas, and stays a list. */
function whole(value: string | string[] | undefined): string {
  return (Array.isArray(value) ? value.join(', ') : (value ?? '')).trim();
}

/** A header's first value: duplicate headers arrive as an array or joined with commas. */
function first(value: string | string[] | undefined): string {
  const text = Array.isArray(value) ? (value[0] ?? '') : (value ?? '');
  const comma = text.indexOf(',');
  return (comma === -1 ? text : text.slice(0, comma)).trim();
}

/**
 * ACME problem documents (RFC 8555 §6.7) and what they mean for a certificate order: some are worth
 * retrying (the CA or the network had a bad moment, DNS is still propagating), others will fail the same
 * way every time and must stop at once with a clear reason (the CA refuses the name, CAA forbids it).
 */

const ACME_ERROR_PREFIX = 'urn:ietf:params:acme:error:';

export interface AcmeProblem {
  /** Short type, e.g. `rejectedIdentifier`, `caa`, `rateLimited` (the URN prefix removed). */
  type: string;
  detail: string;
  subproblems?: AcmeProblem[];
}

/** An ACME step that failed; carries the CA's problem document when there was one. */
export class AcmeError extends Error {
  constructor(
    message: string,
    readonly problem?: AcmeProblem,
    /** Seconds the CA asked us to wait (Retry-After on rateLimited). */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'AcmeError';
  }
}

/** How a CAA refusal's message starts. */
const CAA_REFUSAL = 'A CAA record on';
const DNS_NOT_VERIFIED = 'The DNS of';

/** Why an order was not even tried: the domain's DNS no longer points to us. */
export function dnsNotVerifiedMessage(domain: string): string {
  return `${DNS_NOT_VERIFIED} ${domain} is not verified (it must point to us for a certificate); fix the records, then press Verify now`;
}

/**
 * Permanent failures the distributor can fix in DNS (a CAA record, records pointing elsewhere): once the
 * domain verifies again ("Verify now"), a new certificate order starts. A name the CA refuses by policy
 * is not among them: only an admin's retry starts that one again.
 */
export function fixableInDns(lastError: string | null): boolean {
  return Boolean(lastError && (lastError.startsWith(CAA_REFUSAL) || lastError.startsWith(DNS_NOT_VERIFIED)));
}

/** Problem types after which retrying the same name cannot succeed. */
const UNRECOVERABLE = new Set([
  'rejectedIdentifier',
  'caa',
  'unsupportedIdentifier',
  'badCSR',
  'badSignatureAlgorithm',
  'unsupportedContact',
  'invalidContact',
]);

export interface Classified {
  /** Stop retrying: the order can never succeed as it is. */
  unrecoverable: boolean;
  /** For the distributor and the admin. */
  message: string;
  /** The CA's own hint on when to try again. */
  retryAfterMs?: number;
}

/** Turns an ACME (or network) failure into a decision and a sentence. */
export function classifyAcmeFailure(err: unknown, domain: string): Classified {
  const problem = err instanceof AcmeError ? err.problem : undefined;
  const types = problem ? [problem.type, ...(problem.subproblems ?? []).map((p) => p.type)] : [];
  const detail = problem?.detail || (err instanceof Error ? err.message : String(err));

  if (types.includes('caa')) {
    return {
      unrecoverable: true,
      message:
        `${CAA_REFUSAL} ${domain} forbids our certificate authority from issuing for it: ${detail}. ` +
        'Remove that CAA record or add one allowing our certificate authority, then press Verify now.',
    };
  }
  if (types.includes('rejectedIdentifier') || types.includes('unsupportedIdentifier')) {
    return {
      unrecoverable: true,
      message: `The certificate authority refuses to issue a certificate for ${domain} (its policy forbids this name): ${detail}`,
    };
  }
  const fatal = types.find((t) => UNRECOVERABLE.has(t));
  if (fatal) return { unrecoverable: true, message: `The certificate authority rejected the order for ${domain} (${fatal}): ${detail}` };

  if (types.includes('rateLimited')) {
    const retryAfterMs = err instanceof AcmeError && err.retryAfterSeconds ? err.retryAfterSeconds * 1000 : undefined;
    return {
      unrecoverable: false,
      message: `The certificate authority's rate limit was reached; we will try again later: ${detail}`,
      retryAfterMs,
    };
  }
  if (types.some((t) => ['dns', 'connection', 'unauthorized', 'incorrectResponse', 'tls'].includes(t))) {
    return { unrecoverable: false, message: `The certificate authority could not validate ${domain} yet: ${detail}` };
  }
  return { unrecoverable: false, message: `Certificate order for ${domain} failed: ${detail}` };
}

/** A problem document found in a response body (or in a challenge's / order's `error` field). */
export function asProblem(value: unknown): AcmeProblem | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const { type, detail, subproblems } = value as { type?: unknown; detail?: unknown; subproblems?: unknown };
  if (typeof type !== 'string' || !type.startsWith(ACME_ERROR_PREFIX)) return undefined;
  return {
    type: type.slice(ACME_ERROR_PREFIX.length),
    detail: typeof detail === 'string' ? detail : '',
    ...(Array.isArray(subproblems) ? { subproblems: subproblems.map(asProblem).filter((p): p is AcmeProblem => Boolean(p)) } : {}),
  };
}

/** Waits after the `attempts`-th failure (docs/domains.md): 1 min, 10 min, 100 min, then daily. */
export function issueRetryDelayMs(attempts: number): number {
  const MIN = 60_000;
  if (attempts <= 1) return MIN;
  if (attempts === 2) return 10 * MIN;
  if (attempts === 3) return 100 * MIN;
  return 24 * 60 * MIN;
}

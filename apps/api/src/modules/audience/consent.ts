import { createHmac } from 'node:crypto';
import { createParamDecorator, Inject, Injectable, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import { APP_CONFIG, type AppConfig } from '@ds/config';
import { deriveKey } from '@ds/mail-identity';
import { visitorOf } from '../../infra/http/visitor.js';

/**
 * Consent evidence kept with a subscription (docs/subscribers.md): when, on which storefront host and
 * page, through which form, and a keyed hash of the visitor's IP address — never the address. The hash
 * is an HMAC-SHA256 under a key derived from the server secret (`deriveKey`, info `ds:consent-ip-hash`): it
 * shows that two consents came from the same address, yet cannot be reversed by hashing all 2³² IPv4
 * addresses without the secret.
 */
export interface ConsentEvidence {
  host: string;
  /** Storefront path of the form, as the page reported it (e.g. `/newsletters`); null when not given. */
  page: string | null;
  ipHash: string;
  /** Which form: `footer`, `newsletters page`, `lead form`. */
  source: string;
}

/** The request's own part of the evidence: host and client address (the address only goes into the hash). */
export interface RequestOrigin {
  host: string;
  ip: string;
}

export const RequestOriginOf = createParamDecorator((_: unknown, context: ExecutionContext): RequestOrigin => {
  const visitor = visitorOf(context.switchToHttp().getRequest<Request>());
  return { host: visitor.host, ip: visitor.ip };
});

@Injectable()
export class ConsentRecorder {
  private readonly key: Buffer;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.key = deriveKey(config.JWT_SECRET, 'ds:consent-ip-hash');
  }

  hashIp(ip: string): string {
    return createHmac('sha256', this.key).update(ip).digest('base64url');
  }

  evidence(origin: RequestOrigin, page: string | undefined, source: string): ConsentEvidence {
    return { host: origin.host, page: page ?? null, ipHash: this.hashIp(origin.ip), source };
  }
}

import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '@ds/config';
import { dataEncryptionKey, sealSecret, SECRET_PURPOSE } from '@ds/mail-identity';

/**
 * Seals a password (re)set token for the email job that carries it: the token waits in the outbox row
 * and in Redis until the worker (which alone opens it) builds the link, and is never stored in clear.
 */
@Injectable()
export class LinkTokenSealer {
  private readonly key: Buffer;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.key = dataEncryptionKey(config);
  }

  seal(token: string): string {
    return sealSecret(this.key, SECRET_PURPOSE.mailLinkToken, token);
  }
}

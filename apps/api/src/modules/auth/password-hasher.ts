import { Injectable } from '@nestjs/common';
import argon2 from 'argon2';

/** argon2id (OWASP-recommended parameters are argon2's defaults). */
@Injectable()
export class PasswordHasher {
  /** Verified against when an email is unknown, so both answers take about as long. */
  private readonly decoy: Promise<string> = argon2.hash('decoy-password-for-timing', { type: argon2.argon2id });

  hash(password: string): Promise<string> {
    return argon2.hash(password, { type: argon2.argon2id });
  }

  async verify(hash: string | null | undefined, password: string): Promise<boolean> {
    if (!hash) {
      await argon2.verify(await this.decoy, password).catch(() => false);
      return false;
    }
    return argon2.verify(hash, password).catch(() => false);
  }
}

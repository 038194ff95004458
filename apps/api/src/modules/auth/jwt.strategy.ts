import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { APP_CONFIG, signingKeys, type AppConfig } from '@ds/config';
import { jwtKeyRing } from './key-ring.js';
import type { Principal } from './principal.js';

@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    const ring = jwtKeyRing(signingKeys(config, 'sessions'), (key) => key.secret);
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      // The session key ring's key the token names (`kid`); a retired or unknown one is a 401.
      secretOrKeyProvider: (_request: unknown, token: unknown, done: (err: Error | null, key?: string) => void) => {
        const key = ring.keyOf(token);
        if (key === null) done(new Error('session signed with a key not in SESSION_SIGNING_KEYS'));
        else done(null, key);
      },
      algorithms: ['HS256'],
      ignoreExpiration: false,
    });
  }

  /** Signature and expiry are checked by now; whether the session still stands is JwtAuthGuard's call. */
  validate(payload: Partial<Record<keyof Principal, unknown>>): Principal | false {
    if (typeof payload.sub !== 'string') return false;
    // Tokens issued before session versions existed have no `sv`: version 0, the column's default.
    const sv = payload.sv ?? 0;
    if (typeof sv !== 'number' || !Number.isSafeInteger(sv) || sv < 0) return false;
    if (payload.role === 'admin') return { sub: payload.sub, role: 'admin', sv };
    if (payload.role === 'distributor' && typeof payload.tid === 'string')
      return { sub: payload.sub, role: 'distributor', tid: payload.tid, sv };
    return false;
  }
}

import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { APP_CONFIG, type AppConfig } from '@ds/config';
import type { Principal } from './principal.js';

@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      secretOrKey: config.JWT_SECRET,
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

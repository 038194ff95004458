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

  validate(payload: Partial<Principal>): Principal | false {
    if (typeof payload.sub !== 'string') return false;
    if (payload.role === 'admin') return { sub: payload.sub, role: 'admin' };
    if (payload.role === 'distributor' && typeof payload.tid === 'string') return { sub: payload.sub, role: 'distributor', tid: payload.tid };
    return false;
  }
}

import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import type { Principal } from './principal.js';

@Injectable()
export class TokenService {
  constructor(private readonly jwt: JwtService) {}

  /** `sessionVersion`: the user's current `session_version`; bumping it later revokes this token. */
  forDistributor(userId: string, tenantId: string, sessionVersion: number): Promise<string> {
    return this.jwt.signAsync({ sub: userId, role: 'distributor', tid: tenantId, sv: sessionVersion } satisfies Principal);
  }

  /** `sessionVersion`: the admin's current `session_version`; bumping it later revokes this token. */
  forAdmin(adminId: string, sessionVersion: number): Promise<string> {
    return this.jwt.signAsync({ sub: adminId, role: 'admin', sv: sessionVersion } satisfies Principal);
  }
}

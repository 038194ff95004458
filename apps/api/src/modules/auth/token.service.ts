import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import type { Principal } from './principal.js';

@Injectable()
export class TokenService {
  constructor(private readonly jwt: JwtService) {}

  forDistributor(userId: string, tenantId: string): Promise<string> {
    return this.jwt.signAsync({ sub: userId, role: 'distributor', tid: tenantId } satisfies Principal);
  }

  forAdmin(adminId: string): Promise<string> {
    return this.jwt.signAsync({ sub: adminId, role: 'admin' } satisfies Principal);
  }
}

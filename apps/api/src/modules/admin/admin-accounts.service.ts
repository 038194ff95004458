import { Injectable } from '@nestjs/common';
import { Database } from '@ds/db';
import { unauthorized } from '../../infra/http/api-error.js';
import { PasswordHasher } from '../auth/password-hasher.js';
import { TokenService } from '../auth/token.service.js';

export interface AdminSession {
  token: string;
  admin: { id: string; name: string; email: string };
}

@Injectable()
export class AdminAccountsService {
  constructor(
    private readonly db: Database,
    private readonly hasher: PasswordHasher,
    private readonly tokens: TokenService,
  ) {}

  async logIn(email: string, password: string): Promise<AdminSession> {
    const admin = await this.db.platform.admin.findUnique({ where: { email } });
    const ok = await this.hasher.verify(admin?.password_hash, password);
    if (!admin || !ok) throw unauthorized('Invalid email or password', 'INVALID_CREDENTIALS');
    return {
      token: await this.tokens.forAdmin(admin.id, admin.session_version),
      admin: { id: admin.id, name: admin.name, email: admin.email },
    };
  }
}

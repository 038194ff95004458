/** Who a verified token speaks for. JWT claims `{ sub, role, tid, sv }` (docs/architecture.md "Accounts, tenants and tokens"). */
export type Role = 'distributor' | 'admin';

export interface Principal {
  /** User id for distributors, admin id for admins. */
  sub: string;
  role: Role;
  /** Tenant id; distributors only. */
  tid?: string;
  /**
   * The principal's session version when the token was issued; a token is honoured only while it is
   * still the current one (see SessionVersions). Tokens from before revocation existed carry none: 0.
   */
  sv: number;
}

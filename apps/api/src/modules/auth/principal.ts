/** Who a verified token speaks for. JWT claims `{ sub, role, tid }` (design §5). */
export type Role = 'distributor' | 'admin';

export interface Principal {
  /** User id for distributors, admin id for admins. */
  sub: string;
  role: Role;
  /** Tenant id; distributors only. */
  tid?: string;
}

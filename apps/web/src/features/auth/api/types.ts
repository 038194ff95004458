import type { Schema } from '@/lib/api/typed-client';

/** Answer of POST /users/signup (201) and POST /users/login: the token and the distributor. */
export type UserSessionResponse = Schema<'DistributorSessionView'>;

/** Answer of POST /admin/login. */
export type AdminSessionResponse = Schema<'AdminSessionView'>;

/** The user object returned by login/signup (and by GET /users/{tenantId}). */
export interface SessionUser {
  id: string | number;
  first_name: string;
  last_name: string;
  email: string;
  tenant_id: string | number;
  subdomain?: string;
}

/** Answer of POST /users/signup (201) and POST /users/login. */
export interface UserSessionResponse {
  token: string;
  tenant_id: string | number;
  user: SessionUser;
}

/** Answer of POST /admin/login. */
export interface AdminSessionResponse {
  token: string;
  admin: { id: string | number; name: string; email: string };
}

/** Answer of forgot/reset password. */
export interface MessageResponse {
  message?: string;
}

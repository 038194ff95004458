/** The only keys the client keeps (docs/product.md#sessions). */
export const STORAGE_KEYS = {
  token: 'token',
  tenantId: 'tenant_id',
  adminId: 'admin_id',
  adminName: 'admin_name',
  adminEmail: 'admin_email',
} as const;

type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'clear'>;

// localStorage can be missing (tests, SSR) or throw (privacy modes); the app then behaves as logged out.
function store(): StorageLike | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

function readItem(key: StorageKey): string | null {
  try {
    return store()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function writeItem(key: StorageKey, value: string): void {
  try {
    store()?.setItem(key, value);
  } catch {
    // Storage full or blocked: the session simply will not survive a reload.
  }
}

export const getToken = (): string | null => readItem(STORAGE_KEYS.token);
export const getTenantId = (): string | null => readItem(STORAGE_KEYS.tenantId);

export interface AdminProfile {
  id: string | null;
  name: string | null;
  email: string | null;
}

export function getAdminProfile(): AdminProfile {
  return {
    id: readItem(STORAGE_KEYS.adminId),
    name: readItem(STORAGE_KEYS.adminName),
    email: readItem(STORAGE_KEYS.adminEmail),
  };
}

/** Logging out clears all local storage (docs/product.md#sessions). */
export function clearSession(): void {
  try {
    store()?.clear();
  } catch {
    // Nothing more we can do.
  }
}

/** Starts a distributor session, dropping whatever session was stored before. */
export function saveUserSession(session: { token: string; tenantId: string | number }): void {
  clearSession();
  writeItem(STORAGE_KEYS.token, session.token);
  writeItem(STORAGE_KEYS.tenantId, String(session.tenantId));
}

/** Starts a super-admin session, dropping whatever session was stored before. */
export function saveAdminSession(session: {
  token: string;
  admin: { id: string | number; name?: string | null; email?: string | null };
}): void {
  clearSession();
  writeItem(STORAGE_KEYS.token, session.token);
  writeItem(STORAGE_KEYS.adminId, String(session.admin.id));
  writeItem(STORAGE_KEYS.adminName, session.admin.name ?? '');
  writeItem(STORAGE_KEYS.adminEmail, session.admin.email ?? '');
}

import { createContext, useContext, type ReactNode } from 'react';
import type { BackofficeUser } from '@/features/backoffice/api/get-user';

const CurrentUserContext = createContext<BackofficeUser | null>(null);

export function CurrentUserProvider({ user, children }: { user: BackofficeUser; children: ReactNode }) {
  return <CurrentUserContext.Provider value={user}>{children}</CurrentUserContext.Provider>;
}

/** The distributor validated by the back-office guard. Only usable below `/backoffice`. */
export function useCurrentUser(): BackofficeUser {
  const user = useContext(CurrentUserContext);
  if (!user) throw new Error('useCurrentUser must be used inside the back office.');
  return user;
}

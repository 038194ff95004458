import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { FullScreenLoader } from '@/components/ui/full-screen-loader';
import { clearSession } from '@/lib/storage';

/** How long a logout waits for the server before giving up on it (it never holds the user back). */
const LOGOUT_REQUEST_TIMEOUT_MS = 3000;

/** Tells the server this session is over; gets an abort signal that fires on the timeout. */
export type EndServerSession = (signal: AbortSignal) => Promise<unknown>;

/**
 * Logout in order: start the server call (it reads the stored token as it starts), then clear the local
 * session and leave at once — logging out clears all local storage (docs/product.md#sessions) — whatever the network does.
 * The returned promise settles when the server call has answered, failed or timed out; it never rejects.
 */
export function logOut({
  endServerSession,
  clearLocal,
  leave,
  timeoutMs = LOGOUT_REQUEST_TIMEOUT_MS,
}: {
  endServerSession?: EndServerSession;
  clearLocal: () => void;
  leave: () => void;
  timeoutMs?: number;
}): Promise<void> {
  let serverCall: Promise<void> = Promise.resolve();
  if (endServerSession) {
    const abort = new AbortController();
    const timer = setTimeout(() => abort.abort(), timeoutMs);
    // An async function runs synchronously up to its first await, so the call starts (and the API client
    // reads the stored token) before the storage is cleared below.
    serverCall = (async () => {
      try {
        await endServerSession(abort.signal);
      } catch {
        // Offline, timed out or already revoked: the local session ends regardless.
      } finally {
        clearTimeout(timer);
      }
    })();
  }
  clearLocal();
  leave();
  return serverCall;
}

/**
 * Logout: end the session on the server (fire-and-forget), clear all local storage and cached server
 * data, then go to the area's login screen.
 */
export function useLogout(loginPath: string, endServerSession?: EndServerSession): () => void {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(() => {
    void logOut({
      endServerSession,
      clearLocal: () => {
        clearSession();
        queryClient.clear();
      },
      leave: () => void navigate(loginPath, { replace: true }),
    });
  }, [navigate, queryClient, loginPath, endServerSession]);
}

/** Rendered by a guard that refuses the session: logs out, then redirects (docs/product.md#sessions). */
export function EndSession({ to }: { to: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    clearSession();
    void navigate(to, { replace: true });
  }, [navigate, to]);
  return <FullScreenLoader />;
}

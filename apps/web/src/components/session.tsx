import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { FullScreenLoader } from '@/components/ui/full-screen-loader';
import { clearSession } from '@/lib/storage';

/** Logout: clear all local storage and cached server data, then go to the area's login screen. */
export function useLogout(loginPath: string): () => void {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(() => {
    clearSession();
    queryClient.clear();
    void navigate(loginPath, { replace: true });
  }, [navigate, queryClient, loginPath]);
}

/** Rendered by a guard that refuses the session: logs out, then redirects (spec §6). */
export function EndSession({ to }: { to: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    clearSession();
    void navigate(to, { replace: true });
  }, [navigate, to]);
  return <FullScreenLoader />;
}

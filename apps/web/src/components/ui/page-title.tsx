import { useEffect } from 'react';
import { getRuntimeConfig } from '@/lib/runtime-config';

/** Sets `document.title` to "<title> · <platform>" while mounted. */
export function usePageTitle(title: string | undefined): void {
  useEffect(() => {
    const platform = getRuntimeConfig().platformName;
    document.title = title ? `${title} · ${platform}` : platform;
  }, [title]);
}

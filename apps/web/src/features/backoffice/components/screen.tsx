import { Anchor } from '@mantine/core';
import type { ReactNode } from 'react';
import { ScreenFrame } from '@/components/ui/screen';
import { useCurrentUser } from '@/features/backoffice/components/current-user';
import { tenantSiteUrl } from '@/lib/site-url';

interface ScreenProps {
  title: string;
  description?: ReactNode;
  /** Storefront path where the result shows (e.g. `/blog`), linked as "View on your site". */
  sitePath?: string;
  actions?: ReactNode;
  children: ReactNode;
  maw?: number;
}

/** Frame of a back-office screen: title, what it changes on the storefront, content. */
export function Screen({ title, description, sitePath, actions, children, maw = 960 }: ScreenProps) {
  const user = useCurrentUser();
  const siteUrl = sitePath && user.subdomain ? new URL(sitePath, tenantSiteUrl(user.subdomain)).toString() : null;
  return (
    <ScreenFrame
      title={title}
      description={description}
      maw={maw}
      actions={
        // Always a (possibly empty) actions group, as the heading row has always had.
        <>
          {siteUrl && (
            <Anchor href={siteUrl} target="_blank" rel="noopener noreferrer" size="sm">
              View on your site
            </Anchor>
          )}
          {actions}
        </>
      }
    >
      {children}
    </ScreenFrame>
  );
}

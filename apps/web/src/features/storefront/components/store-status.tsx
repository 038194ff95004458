import type { ReactNode } from 'react';
import classes from './status-page.module.css';
import { ButtonAnchor } from './ui/button';
import { useT } from '@/i18n/storefront-intl';
import { mainSiteUrl } from '@/lib/site-url';

function StatusPage({ title, children, withMainSiteButton = true }: { title: string; children: ReactNode; withMainSiteButton?: boolean }) {
  const t = useT();
  return (
    <main className={classes.screen}>
      <div className={classes.card}>
        <h1 className={classes.title}>{title}</h1>
        {children}
        {withMainSiteButton && <ButtonAnchor href={mainSiteUrl()}>{t('store.goToMainSite')}</ButtonAnchor>}
      </div>
    </main>
  );
}

export function StoreNotFound() {
  const t = useT();
  return (
    <StatusPage title={t('store.notFoundTitle')}>
      <p className={classes.text}>{t('store.notFoundText')}</p>
    </StatusPage>
  );
}

export function StoreLoadError({ message }: { message?: string }) {
  const t = useT();
  return <StatusPage title={t('store.loadError')}>{message && <p className={classes.dimmed}>{message}</p>}</StatusPage>;
}

function InvalidTemplate({ templateId }: { templateId: string | number }) {
  const t = useT();
  return (
    <StatusPage title={t('store.invalidTemplate')}>
      <p className={classes.text}>{t('store.invalidTemplateText', { templateId: String(templateId) })}</p>
    </StatusPage>
  );
}

/** The page of a store that cannot be shown (its own chunk: TenantSiteRoute loads it only then). */
export function StoreStatus({
  status,
  templateId = '',
}: {
  status: 'not-found' | 'load-error' | 'invalid-template';
  templateId?: string | number;
}) {
  if (status === 'not-found') return <StoreNotFound />;
  return status === 'load-error' ? <StoreLoadError /> : <InvalidTemplate templateId={templateId} />;
}

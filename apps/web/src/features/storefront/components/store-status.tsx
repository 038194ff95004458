import type { ReactNode } from 'react';
import classes from './status-page.module.css';
import { ButtonAnchor } from './ui/button';
import { mainSiteUrl } from '@/lib/site-url';

function StatusPage({ title, children, withMainSiteButton = true }: { title: string; children: ReactNode; withMainSiteButton?: boolean }) {
  return (
    <main className={classes.screen}>
      <div className={classes.card}>
        <h1 className={classes.title}>{title}</h1>
        {children}
        {withMainSiteButton && <ButtonAnchor href={mainSiteUrl()}>Go to Main Site</ButtonAnchor>}
      </div>
    </main>
  );
}

export function StoreNotFound() {
  return (
    <StatusPage title="Store Not Found">
      <p className={classes.text}>Store not found. This subdomain may not be configured yet.</p>
    </StatusPage>
  );
}

export function StoreLoadError({ message }: { message?: string }) {
  return <StatusPage title="Unable to load store data">{message && <p className={classes.dimmed}>{message}</p>}</StatusPage>;
}

export function InvalidTemplate({ templateId }: { templateId: string | number }) {
  return (
    <StatusPage title="Invalid Template">
      <p className={classes.text}>Template ID {String(templateId)} is not supported.</p>
    </StatusPage>
  );
}

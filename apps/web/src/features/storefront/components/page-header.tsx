import type { ReactNode } from 'react';
import classes from './page.module.css';

/** The title band at the top of every storefront page; each page owns its h1. */
export function PageHeader({ title, lead, before }: { title: string; lead?: ReactNode; before?: ReactNode }) {
  return (
    <div className={classes.pageHeader}>
      <div className={classes.container}>
        {before}
        <h1>{title}</h1>
        {lead && <p className={classes.lead}>{lead}</p>}
      </div>
    </div>
  );
}

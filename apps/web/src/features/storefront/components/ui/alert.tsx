import type { ReactNode } from 'react';
import classes from './alert.module.css';

/** A tinted message box: green `status` for success, blue `status` for a notice, red `alert` for failures. */
export function Alert({ tone, children }: { tone: 'success' | 'info' | 'error'; children: ReactNode }) {
  return (
    <div className={`${classes.alert} ${classes[tone]}`} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}

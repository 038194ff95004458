import type { ReactNode } from 'react';
import classes from './alert.module.css';

/** A tinted message box: green `status` for success, red `alert` for failures. */
export function Alert({ tone, children }: { tone: 'success' | 'error'; children: ReactNode }) {
  return (
    <div className={`${classes.alert} ${classes[tone]}`} role={tone === 'success' ? 'status' : 'alert'}>
      {children}
    </div>
  );
}

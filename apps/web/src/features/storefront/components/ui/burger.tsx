import type { ButtonHTMLAttributes } from 'react';
import classes from './burger.module.css';

/** The menu toggle: three lines that turn into a cross while the menu is open. */
export function Burger({
  opened,
  className,
  ...rest
}: Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'children'> & { opened: boolean }) {
  return (
    <button {...rest} type="button" aria-expanded={opened} className={className ? `${classes.burger} ${className}` : classes.burger}>
      <span className={classes.lines} aria-hidden="true" />
    </button>
  );
}

import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router-dom';
import classes from './button.module.css';

type ButtonVariant = 'filled' | 'light' | 'outline' | 'white' | 'whiteOutline';
type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonStyleProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
}

/** The class list of a button-looking element (also used for links). */
function buttonClass({ variant = 'filled', size = 'sm', className }: ButtonStyleProps): string {
  return [classes.button, variant === 'filled' ? '' : classes[variant], size === 'sm' ? '' : classes[size], className]
    .filter(Boolean)
    .join(' ');
}

type ButtonProps = ButtonStyleProps &
  Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className'> & {
    /** Shows a spinner and blocks clicks; the label stays for assistive technology. */
    loading?: boolean;
    children: ReactNode;
  };

export function Button({ variant, size, className, loading = false, disabled, type = 'button', children, ...rest }: ButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      className={buttonClass({ variant, size, className })}
      disabled={disabled || loading}
      data-loading={loading || undefined}
      aria-busy={loading || undefined}
    >
      {loading && <span className={classes.spinner} aria-hidden="true" />}
      <span className={classes.label}>{children}</span>
    </button>
  );
}

/** An external (or file) link that looks like a button. */
export function ButtonAnchor({
  variant,
  size,
  className,
  children,
  ...rest
}: ButtonStyleProps & Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'className'> & { children: ReactNode }) {
  return (
    <a {...rest} className={buttonClass({ variant, size, className })}>
      {children}
    </a>
  );
}

/** A router link that looks like a button. */
export function ButtonLink({
  variant,
  size,
  className,
  children,
  ...rest
}: ButtonStyleProps & Omit<LinkProps, 'className'> & { children: ReactNode }) {
  return (
    <Link {...rest} className={buttonClass({ variant, size, className })}>
      {children}
    </Link>
  );
}

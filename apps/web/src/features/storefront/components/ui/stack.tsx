import type { CSSProperties, HTMLAttributes, ReactNode } from 'react';
import { cssSize } from './skeleton';
import classes from './stack.module.css';

/** A vertical stack with a gap (px or any CSS length). */
export function Stack({
  gap,
  className,
  children,
  ...rest
}: HTMLAttributes<HTMLDivElement> & { gap?: number | string; children: ReactNode }) {
  const style = gap === undefined ? rest.style : ({ ...rest.style, '--stack-gap': cssSize(gap) } as CSSProperties);
  return (
    <div {...rest} style={style} className={className ? `${classes.stack} ${className}` : classes.stack}>
      {children}
    </div>
  );
}

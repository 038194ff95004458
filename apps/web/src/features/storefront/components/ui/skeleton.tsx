import type { CSSProperties, HTMLAttributes } from 'react';
import classes from './skeleton.module.css';

export const cssSize = (value: number | string | undefined) => (typeof value === 'number' ? `${String(value)}px` : value);

interface SkeletonProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  height?: number | string;
  width?: number | string;
  radius?: number | string;
}

/** A pulsing grey placeholder block for content that is still loading. */
export function Skeleton({ height, width, radius, className, style, ...rest }: SkeletonProps) {
  const dimensions: CSSProperties = { height: cssSize(height), width: cssSize(width), borderRadius: cssSize(radius), ...style };
  return <span {...rest} className={className ? `${classes.skeleton} ${className}` : classes.skeleton} style={dimensions} />;
}

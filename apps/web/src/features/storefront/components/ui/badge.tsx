import type { ReactNode } from 'react';
import classes from './badge.module.css';

type BadgeColor = 'teal' | 'green' | 'red' | 'yellow';

const COLORS = new Set<string>(['teal', 'green', 'red', 'yellow']);

/** A small pill label (light colours). Unknown colours fall back to the primary teal. */
export function Badge({ color = 'teal', size = 'sm', children }: { color?: string; size?: 'sm' | 'md' | 'lg'; children: ReactNode }) {
  const tone = COLORS.has(color) ? (color as BadgeColor) : 'teal';
  return <span className={[classes.badge, classes[tone], size === 'sm' ? '' : classes[size]].filter(Boolean).join(' ')}>{children}</span>;
}

import type { ReactNode } from 'react';
import type { SocialLinks as SocialLinksData } from '../api/site-data';
import { useT } from '@/i18n/storefront-intl';
import { safeHttpUrl } from '../lib/links';

interface Network {
  label: string;
  icon: ReactNode;
}

const filled = (d: string) => <path d={d} fill="currentColor" />;

const NETWORKS: Record<string, Network> = {
  facebook: {
    label: 'Facebook',
    icon: filled('M14 8h3V4h-3c-2.8 0-4.5 1.8-4.5 4.6V11H7v4h2.5v9h4v-9h3l.5-4h-3.5V8.9c0-.6.3-.9 1-.9z'),
  },
  twitter: {
    label: 'X (Twitter)',
    icon: filled('M4 4h4l4.3 5.9L17.5 4h2.3l-6.5 7.4L20.5 20h-4l-4.7-6.4L6 20H3.8l7-8L4 4z'),
  },
  youtube: {
    label: 'YouTube',
    icon: filled(
      'M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4a2.5 2.5 0 0 0-1.8 1.8' +
        'A26 26 0 0 0 2 12a26 26 0 0 0 .4 4.8 2.5 2.5 0 0 0 1.8 1.8c1.6.4 7.8.4 7.8.4s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8' +
        'A26 26 0 0 0 22 12a26 26 0 0 0-.4-4.8zM10 15V9l5.2 3L10 15z',
    ),
  },
  instagram: {
    label: 'Instagram',
    icon: (
      <g fill="none" stroke="currentColor" strokeWidth="2">
        <rect x="3" y="3" width="18" height="18" rx="5" />
        <circle cx="12" cy="12" r="4" />
        <circle cx="17.5" cy="6.5" r="1" fill="currentColor" stroke="none" />
      </g>
    ),
  },
  linkedin: {
    label: 'LinkedIn',
    icon: filled(
      'M4 9h4v11H4zM6 3a2 2 0 1 1 0 4 2 2 0 0 1 0-4zm4 6h3.8v1.6c.6-1 1.9-1.9 3.7-1.9 3.9 0 4.5 2.4 4.5 5.6V20h-4v-4.9c0-1.2 0-2.7-1.7-2.7s-2 1.3-2 2.6v5h-4z',
    ),
  },
};

const ALIASES: Record<string, string> = { x: 'twitter', fb: 'facebook', yt: 'youtube', ig: 'instagram' };

const GENERIC_ICON = (
  <g fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3z" />
  </g>
);

export interface SocialLinkItem {
  key: string;
  label: string;
  url: string;
}

/** Known networks first (in a fixed order), then any other http(s) link the distributor added. */
export function socialLinkItems(links: SocialLinksData | null | undefined): SocialLinkItem[] {
  if (!links || typeof links !== 'object') return [];
  const items: SocialLinkItem[] = [];
  for (const [rawKey, value] of Object.entries(links)) {
    const url = safeHttpUrl(value);
    if (!url) continue;
    const key = ALIASES[rawKey.toLowerCase()] ?? rawKey.toLowerCase();
    const label = NETWORKS[key]?.label ?? rawKey.replace(/[_-]+/g, ' ').replace(/^\w/, (c) => c.toUpperCase());
    if (items.some((item) => item.key === key)) continue;
    items.push({ key, label, url });
  }
  const order = Object.keys(NETWORKS);
  const rank = (key: string) => (order.includes(key) ? order.indexOf(key) : order.length);
  return items.sort((a, b) => rank(a.key) - rank(b.key));
}

export function SocialLinks({
  links,
  className,
  linkClassName,
}: {
  links: SocialLinksData | null | undefined;
  className?: string;
  linkClassName?: string;
}) {
  const t = useT();
  const items = socialLinkItems(links);
  if (items.length === 0) return null;
  return (
    <ul className={className} aria-label={t('footer.socialMedia')}>
      {items.map((item) => (
        <li key={item.key}>
          <a href={item.url} target="_blank" rel="noopener noreferrer" aria-label={item.label} title={item.label} className={linkClassName}>
            <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
              {NETWORKS[item.key]?.icon ?? GENERIC_ICON}
            </svg>
          </a>
        </li>
      ))}
    </ul>
  );
}

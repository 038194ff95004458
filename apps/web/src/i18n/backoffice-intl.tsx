import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import type { MessageFormatElement } from 'react-intl';
import compiled from './backoffice/en.json';

// Compiled at build (vite.config.ts): ASTs, though TypeScript sees the source strings.
const messages = compiled as unknown as Record<string, MessageFormatElement[]>;

/**
 * react-intl around the back office, admin, auth screens and template previews (app/full-styles-layout.tsx),
 * with English messages (src/i18n/backoffice/en.json, compiled at build like the storefront's). These areas
 * stay in English; a screen reads a text with `useIntl().formatMessage({ id })`, so translating them later
 * is only message files (docs/i18n.md "Back office").
 */
export function BackofficeIntl({ children }: { children: ReactNode }) {
  return (
    <IntlProvider locale="en" defaultLocale="en" messages={messages}>
      {children}
    </IntlProvider>
  );
}

// The rest of Mantine's stylesheet, for every area under the UI shell but the landing page (which has only
// what it uses: app/mantine-landing-styles.ts, loaded by the shell). Core before the other Mantine packages.
import '@/app/mantine-other-styles';
import '@mantine/notifications/styles.css';
import { Outlet } from 'react-router-dom';
import { BackofficeIntl } from '@/i18n/backoffice-intl';

/**
 * Pathless layout route inside the UI shell around the template previews, auth screens, back office and
 * admin. It renders nothing itself but react-intl's provider (English: i18n/backoffice-intl.tsx): it exists
 * so that its lazily loaded chunk brings the CSS, which the browser links before the CSS of the screens under
 * it (React Router loads parent routes first).
 */
export function FullStylesLayout() {
  return (
    <BackofficeIntl>
      <Outlet />
    </BackofficeIntl>
  );
}

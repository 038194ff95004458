import { Link } from 'react-router-dom';
import { paths } from '@/lib/paths';
import classes from './preview-banner.module.css';

/** The strip above a template preview: says it is a preview, and leads back to the gallery or to signing up. */
export function PreviewBanner({ templateId }: { templateId: number }) {
  return (
    <div className={classes.banner} role="region" aria-label="Template preview">
      <div className={classes.inner}>
        <p>
          You are previewing <strong>Template {templateId}</strong> with demo content.
        </p>
        <div className={classes.links}>
          <Link to="/#templates">Back to templates</Link>
          <Link to={paths.auth.backofficeSignup}>Get your own site</Link>
        </div>
      </div>
    </div>
  );
}

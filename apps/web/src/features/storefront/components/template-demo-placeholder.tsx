import classes from './status-page.module.css';
import { Badge } from './ui/badge';

/** Templates 2 and 3 are placeholder demo pages (spec §2). */
export function TemplateDemoPlaceholder({ templateId, siteName }: { templateId: number; siteName?: string }) {
  return (
    <div className={classes.screen}>
      <div className={`${classes.card} ${classes.wide}`}>
        <Badge>Preview</Badge>
        <h1 className={`${classes.title} ${classes.titleLarge}`}>Template {templateId} demo</h1>
        {siteName && <p className={classes.strong}>{siteName}</p>}
        <p className={classes.dimmed}>This template is a demo and will be available soon.</p>
      </div>
    </div>
  );
}

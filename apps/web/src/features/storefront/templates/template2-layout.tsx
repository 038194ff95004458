import type { HeaderClasses } from '../components/site-header';
import { TemplateFrame, type TemplateLayoutProps } from './template-frame';
import classes from './template2.module.css';

/**
 * Template 2, "Modern Minimal": a centred masthead with the navigation on its own row, serif headings,
 * ink-and-indigo palette, square corners and quiet page headers.
 */
export function Template2Layout(props: TemplateLayoutProps) {
  return (
    <TemplateFrame
      {...props}
      templateId={2}
      rootClass={classes.page}
      mainClass={classes.main}
      header={classes as unknown as HeaderClasses}
    />
  );
}

import { useT } from '@/i18n/storefront-intl';
import type { HeaderClasses } from '../components/site-header';
import { ButtonLink } from '../components/ui/button';
import { contactDetailsFrom } from '../lib/defaults';
import { storefrontHref } from '../lib/links';
import { TemplateFrame, type TemplateLayoutProps } from './template-frame';
import classes from './template3.module.css';

/**
 * Template 3, "Vibrant Health": a bold colour band for a header with a "Join Now" button always in reach,
 * a strip with the distributor's contact details, warm section tints and large rounded cards.
 */
export function Template3Layout(props: TemplateLayoutProps) {
  const contact = contactDetailsFrom(props.site.data?.settings);
  const hasContact = Boolean(contact.phone ?? contact.email);
  return (
    <TemplateFrame
      {...props}
      templateId={3}
      rootClass={classes.page}
      mainClass={classes.main}
      header={classes as unknown as HeaderClasses}
      headerAction={(basePath) => (
        <ButtonLink to={storefrontHref(basePath, 'join-us')} variant="white" className={classes.joinButton}>
          <JoinNow />
        </ButtonLink>
      )}
      beforeMain={
        hasContact ? (
          <div className={classes.contactStrip}>
            <div className={classes.contactInner}>
              {contact.phone && <a href={`tel:${contact.phone}`}>{contact.phone}</a>}
              {contact.email && <a href={`mailto:${contact.email}`}>{contact.email}</a>}
            </div>
          </div>
        ) : null
      }
    />
  );
}

function JoinNow() {
  return <>{useT()('header.joinNow')}</>;
}

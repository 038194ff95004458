import { Screen } from '@/features/backoffice/components/screen';
import { Panel } from '@/components/ui/screen';
import { SingletonEditor } from '@/features/backoffice/components/singleton-editor';
import { SOCIAL_FIELDS, socialLinkErrors, socialLinksResource, socialValues } from '@/features/backoffice/footer/api/footer';

export function SocialMediaRoute() {
  return (
    <Screen
      title="Social media"
      description="Links to your social profiles, shown as icons in your site's footer. Leave a field empty to hide that icon."
      sitePath="/"
    >
      <Panel>
        <SingletonEditor
          resource={socialLinksResource}
          fields={SOCIAL_FIELDS}
          toValues={socialValues}
          json
          validate={socialLinkErrors}
          successMessage="Social links saved"
          errorFallback="Could not save the social links"
          removal={{
            label: 'Delete social links',
            confirm: 'All your social links are deleted; your site shows no social icons.',
            success: 'Social links deleted',
          }}
        />
      </Panel>
    </Screen>
  );
}

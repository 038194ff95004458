import { Screen } from '@/features/backoffice/components/screen';
import { Panel } from '@/components/ui/screen';
import { SingletonEditor } from '@/features/backoffice/components/singleton-editor';
import { DISCLAIMER_FIELDS, disclaimerValues, disclaimersResource } from '@/features/backoffice/footer/api/footer';

export function FooterDisclaimerRoute() {
  return (
    <Screen
      title="Footer disclaimer"
      description="The three disclaimers at the bottom of every page of your site. Empty fields show the default wording."
      sitePath="/"
    >
      <Panel>
        <SingletonEditor
          resource={disclaimersResource}
          fields={DISCLAIMER_FIELDS}
          toValues={disclaimerValues}
          sendAll
          successMessage="Disclaimers saved"
          errorFallback="Could not save the disclaimers"
          removal={{
            label: 'Delete disclaimers',
            confirm: 'Your saved disclaimers are deleted and your site shows the default wording again.',
            success: 'Disclaimers deleted',
          }}
        />
      </Panel>
    </Screen>
  );
}

import { useState } from 'react';
import { Panel } from '@/components/ui/screen';
import { TemplatePicker } from '@/components/templates/template-picker';
import { useSettingsMutations, type TenantSettings } from '@/features/backoffice/settings/api/settings';
import { failureMessage } from '@/lib/form-errors';
import { notifyError, notifySuccess } from '@/lib/notify';
import { tenantSiteUrl } from '@/lib/site-url';

/** The storefront design: pick one of the templates, after previewing the site in it. */
export function TemplatePanel({ settings }: { settings: TenantSettings }) {
  const { save } = useSettingsMutations();
  const [saving, setSaving] = useState<number | null>(null);
  const choose = (templateId: number) => {
    setSaving(templateId);
    save.mutate(
      { template_id: String(templateId) },
      {
        onSuccess: () => {
          notifySuccess('Template saved: your site now uses it');
        },
        onError: (error) => {
          notifyError(failureMessage(error, 'Failed to update settings'));
        },
        onSettled: () => {
          setSaving(null);
        },
      },
    );
  };
  return (
    <Panel title="Template">
      <TemplatePicker current={settings.template_id} siteUrl={tenantSiteUrl(settings)} onChoose={choose} saving={saving} />
    </Panel>
  );
}

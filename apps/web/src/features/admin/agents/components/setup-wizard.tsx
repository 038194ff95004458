import {
  Alert,
  Badge,
  Button,
  Group,
  List,
  Modal,
  NativeSelect,
  Radio,
  SimpleGrid,
  Stack,
  Stepper,
  Switch,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { SITE_LANGUAGE_NAMES } from '@ds/shared';
import { notifications } from '@mantine/notifications';
import { useEffect, useState, type Dispatch } from 'react';
import { domainAnswerOf, useAgentSettings, useUpdateAgentSettings, type AgentSettings } from '@/features/admin/agents/api/agent-settings';
import { StatusSwitch } from '@/features/admin/agents/components/status-switch';
import { agentLabel, DEFAULT_SITE_NAME, orNotSet, siteNameOf, type Agent } from '@/features/admin/agents/lib/agent';
import {
  changedSettings,
  settingsBody,
  toFormValues,
  wizardClientErrors,
  WIZARD_STEPS,
  type SettingsFormValues,
  type WizardAction,
  type WizardState,
} from '@/features/admin/agents/lib/wizard';
import { FileField } from '@/components/ui/file-field';
import { LoadError } from '@/features/admin/components/query-state';
import { useRetryDomain } from '@/features/admin/domains/api/domains';
import { DnsInstructions } from '@/components/domains/dns-instructions';
import { DomainHealth } from '@/components/domains/domain-health';
import { ListSkeleton } from '@/components/ui/query-state';
import { shouldPollDomain, showDnsInstructions, showDomainHealth } from '@/lib/domain-health';
import {
  CUSTOM_DOMAIN_LABEL,
  CUSTOM_DOMAIN_PLACEHOLDER,
  DOMAIN_TYPE_LABEL,
  domainTypeOptions,
  showCustomDomainInput,
} from '@/lib/domain-type';
import { isFile, type FileValue } from '@/lib/files';
import { failureMessage, serverFieldErrors } from '@/lib/form-errors';
import { notifyError, notifySuccess } from '@/lib/notify';
import { getRuntimeConfig } from '@/lib/runtime-config';
import { tenantSiteUrl } from '@/lib/site-url';
import { TemplatePicker } from '@/components/templates/template-picker';
import { SiteStatusChip } from '@/components/domains/site-status-chip';
import {
  canGoBack,
  canGoNext,
  LAST_STEP,
  memberIdHint,
  SITE_LANGUAGE_HINT,
  SITE_LANGUAGE_OPTIONS,
  SITE_SETTINGS_LABELS as LABELS,
} from '@/lib/site-settings/steps';

export const SETTINGS_FAILED_MESSAGE = 'Failed to update settings';

interface SetupWizardProps {
  state: WizardState;
  dispatch: Dispatch<WizardAction>;
}

/** The five-step website setup wizard for the selected agent (steps from lib/wizard.ts). */
export function SetupWizard({ state, dispatch }: SetupWizardProps) {
  const { agent } = state;
  const close = () => {
    dispatch({ type: 'close' });
  };
  return (
    <Modal
      opened={agent !== null}
      onClose={close}
      title={agent ? `Website setup: ${agentLabel(agent)}` : 'Website setup'}
      size="xl"
      closeOnClickOutside={false}
      closeButtonProps={{ 'aria-label': 'Close website setup' }}
    >
      {agent && <WizardBody key={agent.id} agent={agent} state={state} dispatch={dispatch} onClose={close} />}
    </Modal>
  );
}

function WizardBody({ agent, state, dispatch, onClose }: SetupWizardProps & { agent: Agent; onClose: () => void }) {
  const query = useAgentSettings(agent.tenant_id);
  const retry = useRetryDomain();
  useEffect(() => {
    if (query.data) dispatch({ type: 'settingsLoaded', settings: query.data });
  }, [query.data, dispatch]);

  // Refreshing DNS re-reads the settings; the worker is also asked to check the records now.
  const refreshDns = () => {
    void query.refetch();
    retry.mutate(agent.tenant_id, {
      onSuccess: ({ message }) => {
        notifySuccess(message);
        void query.refetch();
      },
      onError: (error) => {
        notifyError(failureMessage(error, 'Could not check the DNS records'));
      },
    });
  };

  if (query.isError) {
    return (
      <LoadError
        error={query.error}
        title="Could not load this site's settings"
        onRetry={() => {
          void query.refetch();
        }}
      />
    );
  }
  if (!state.settings) return <ListSkeleton rows={6} />;
  return (
    <WizardForm
      agent={agent}
      settings={state.settings}
      state={state}
      dispatch={dispatch}
      onClose={onClose}
      dns={{ onRefresh: refreshDns, refreshing: retry.isPending }}
    />
  );
}

interface WizardFormProps extends SetupWizardProps {
  agent: Agent;
  settings: AgentSettings;
  onClose: () => void;
  /** The Refresh DNS action of the DNS instructions. */
  dns: { onRefresh: () => void; refreshing: boolean };
}

/** The wizard's steps and buttons for loaded settings (exported for tests: the modal renders nothing on the server). */
function WizardForm({ agent, settings, state, dispatch, onClose, dns }: WizardFormProps) {
  // The form starts from the settings loaded when the wizard opened; it unmounts (and is cleared) on close.
  const [initial] = useState(() => toFormValues(settings));
  const form = useForm<SettingsFormValues>({ mode: 'controlled', initialValues: initial });
  const save = useUpdateAgentSettings();
  const [failure, setFailure] = useState<string | null>(null);
  const { step } = state;
  const errorList = Object.entries(state.errors);

  const submit = form.onSubmit((values) => {
    if (step < LAST_STEP) {
      dispatch({ type: 'next' });
      return;
    }
    const clientErrors = wizardClientErrors(values, initial);
    if (Object.keys(clientErrors).length > 0) {
      setFailure(null);
      form.setErrors(clientErrors);
      dispatch({ type: 'saveFailed', errors: clientErrors });
      return;
    }
    const changed = changedSettings(values, initial);
    if (Object.keys(changed).length === 0) {
      notifications.show({ message: 'No changes to save' });
      return;
    }
    setFailure(null);
    save.mutate(
      { tenantId: agent.tenant_id, body: settingsBody(changed, initial) },
      {
        onSuccess: (saved) => {
          dispatch({ type: 'saved', settings: saved });
          notifySuccess('Settings saved');
          onClose();
        },
        onError: (error) => {
          const errors = serverFieldErrors(error);
          form.setErrors(errors);
          dispatch({ type: 'saveFailed', errors });
          setFailure(Object.keys(errors).length > 0 ? null : failureMessage(error, SETTINGS_FAILED_MESSAGE));
        },
      },
    );
  });

  const field = (name: keyof SettingsFormValues) => form.getInputProps(name);
  const errorOf = (name: string): string | null => {
    const error = form.errors[name];
    return typeof error === 'string' ? error : null;
  };
  const { baseDomain } = getRuntimeConfig();
  const subdomainHost = settings.subdomain ? `${settings.subdomain}.${baseDomain}` : null;
  const defaultHost = settings.primary_domain_name_is_default ? settings.primary_domain_name : subdomainHost;
  const domain = domainAnswerOf(settings);
  const dnsPanel = { answer: domain, ...dns, polling: shouldPollDomain(domain), statusChips: false };

  return (
    <form onSubmit={submit} noValidate aria-label="Website setup">
      <Stack gap="md">
        <Text size="sm" c="dimmed" role="status" aria-live="polite">
          Step {step + 1} of {WIZARD_STEPS.length}: {WIZARD_STEPS[step]?.label}
        </Text>
        <Stepper
          active={step}
          onStepClick={(index) => {
            dispatch({ type: 'goTo', step: index });
          }}
          size="sm"
          aria-label="Setup steps"
        >
          <Stepper.Step label={WIZARD_STEPS[0].label} description={WIZARD_STEPS[0].description}>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput label={LABELS.first_name} autoComplete="off" {...field('first_name')} />
              <TextInput label={LABELS.last_name} autoComplete="off" {...field('last_name')} />
              <TextInput label={LABELS.email_id} type="email" autoComplete="off" {...field('email_id')} />
              <TextInput label={LABELS.mobile} type="tel" autoComplete="off" {...field('mobile')} />
              <TextInput label={LABELS.skype} autoComplete="off" {...field('skype')} />
            </SimpleGrid>
            <Textarea label={LABELS.address} autosize minRows={2} mt="sm" {...field('address')} />
          </Stepper.Step>

          <Stepper.Step label={WIZARD_STEPS[1].label} description={WIZARD_STEPS[1].description}>
            <Stack gap="sm">
              <TextInput
                label={LABELS.site_name}
                placeholder={DEFAULT_SITE_PLACEHOLDER}
                description="Shown in the storefront's header and footer."
                {...field('site_name')}
              />
              <FileField
                label={LABELS.site_logo}
                description={
                  settings.site_logo_url
                    ? "Shown in the storefront's header. Choose Replace to upload another image."
                    : 'No logo uploaded: the storefront shows the default logo.'
                }
                value={form.values.site_logo}
                onChange={(value) => {
                  form.setFieldValue('site_logo', value);
                  form.clearFieldError('site_logo');
                }}
                error={errorOf('site_logo') ?? errorOf('site_logo_name')}
              />
              <NativeSelect
                label={LABELS.site_language}
                description={SITE_LANGUAGE_HINT}
                data={SITE_LANGUAGE_OPTIONS.map((option) => ({ ...option }))}
                {...field('site_language')}
              />
              <Stack gap={4}>
                <Text size="sm" fw={500}>
                  Template
                </Text>
                <Text size="xs" c="dimmed">
                  Preview opens the distributor&apos;s own site in that template; the choice is saved with the other steps.
                </Text>
                <TemplatePicker
                  current={form.values.template_id}
                  chosenLabel="Selected"
                  siteUrl={tenantSiteUrl(settings)}
                  onChoose={(templateId) => {
                    form.setFieldValue('template_id', templateId);
                  }}
                  saving={null}
                />
                {errorOf('template_id') && (
                  <Text size="xs" c="red">
                    {errorOf('template_id')}
                  </Text>
                )}
              </Stack>
            </Stack>
          </Stepper.Step>

          <Stepper.Step label={WIZARD_STEPS[2].label} description={WIZARD_STEPS[2].description}>
            <Stack gap="sm">
              <TextInput
                label={LABELS.member_id}
                description={memberIdHint(settings.member_id_example)}
                placeholder={settings.member_id_example ?? undefined}
                {...field('member_id')}
              />
              <TextInput label={LABELS.nht_website_link} type="url" placeholder="https://" {...field('nht_website_link')} />
              <TextInput label={LABELS.nht_store_link} type="url" placeholder="https://" {...field('nht_store_link')} />
              <TextInput label={LABELS.nht_joining_link} type="url" placeholder="https://" {...field('nht_joining_link')} />
            </Stack>
          </Stepper.Step>

          <Stepper.Step label={WIZARD_STEPS[3].label} description={WIZARD_STEPS[3].description}>
            <Stack gap="sm">
              <DomainStatus settings={settings} />
              <Radio.Group label={DOMAIN_TYPE_LABEL} {...field('domain_type')}>
                <Group gap="lg" mt={6}>
                  {domainTypeOptions(subdomainHost ?? 'not set').map((option) => (
                    <Radio key={option.value} value={option.value} label={option.label} />
                  ))}
                </Group>
              </Radio.Group>
              {showCustomDomainInput(form.values.domain_type, form.values.custom_domain) && (
                <TextInput
                  label={CUSTOM_DOMAIN_LABEL}
                  placeholder={CUSTOM_DOMAIN_PLACEHOLDER}
                  description="A domain the distributor owns. Once it is saved, this step lists the DNS records to create."
                  autoComplete="off"
                  {...field('custom_domain')}
                />
              )}
              <TextInput
                label="Primary domain name"
                placeholder={defaultHost ?? 'example.com'}
                description={defaultHost ? `Leave empty to use the default: ${defaultHost}` : undefined}
                {...field('primary_domain_name')}
              />
              <TextInput label="Website link" type="url" placeholder="https://" {...field('website_link')} />
              {showDnsInstructions(domain) && <DnsInstructions {...dnsPanel} />}
              {showDomainHealth(domain) && <DomainHealth {...dnsPanel} />}
            </Stack>
          </Stepper.Step>

          <Stepper.Step label={WIZARD_STEPS[4].label} description={WIZARD_STEPS[4].description}>
            <Stack gap="md">
              <Switch
                label="Publish on site"
                description="An unpublished storefront is not shown to visitors."
                {...form.getInputProps('publish_on_site', { type: 'checkbox' })}
              />
              <Group gap="sm">
                <Text size="sm">Subscription:</Text>
                <StatusSwitch
                  agent={agent}
                  onChanged={(updated) => {
                    dispatch({ type: 'agentUpdated', agent: updated });
                  }}
                />
              </Group>
              <Review values={form.getValues()} settings={settings} defaultHost={defaultHost} />
            </Stack>
          </Stepper.Step>
        </Stepper>

        {errorList.length > 0 && (
          <Alert color="red" variant="light" title="Please fix these fields" role="alert">
            <List size="sm">
              {errorList.map(([name, message]) => (
                <List.Item key={name}>{message}</List.Item>
              ))}
            </List>
          </Alert>
        )}
        {failure && (
          <Alert color="red" variant="light" role="alert">
            {failure}
          </Alert>
        )}

        <Group justify="space-between">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Group gap="sm">
            <Button
              variant="default"
              disabled={!canGoBack(step)}
              onClick={() => {
                dispatch({ type: 'back' });
              }}
            >
              Back
            </Button>
            {canGoNext(step) ? (
              // Distinct keys: the click must not land on a submit button swapped into the same element.
              <Button
                key="next"
                onClick={() => {
                  dispatch({ type: 'next' });
                }}
              >
                Next
              </Button>
            ) : (
              <Button key="save" type="submit" loading={save.isPending}>
                Save settings
              </Button>
            )}
          </Group>
        </Group>
      </Stack>
    </form>
  );
}

const DEFAULT_SITE_PLACEHOLDER = DEFAULT_SITE_NAME;

const statusColor = (status: string) => (status === 'verified' ? 'green' : status === 'none' ? 'gray' : 'yellow');

/**
 * The domain status as saved: pending or verified, with the verification state of a custom domain
 * (its records and message are in the DNS instructions / domain health panel below the fields).
 */
function DomainStatus({ settings }: { settings: AgentSettings }) {
  const custom = settings.domain_type === 'custom_domain';
  return (
    <Stack gap={6}>
      <Group gap="xs">
        <Text size="sm">Domain type:</Text>
        <Text size="sm" fw={500}>
          {custom ? 'Custom domain' : 'Subdomain'}
        </Text>
      </Group>
      {settings.subdomain && (
        <Text size="sm">
          Subdomain: {settings.subdomain}.{getRuntimeConfig().baseDomain}
        </Text>
      )}
      <Text size="sm">Custom domain: {orNotSet(settings.custom_domain)}</Text>
      <Group gap="xs">
        <SiteStatusChip status={settings.site_status} />
        {custom && (
          <Badge color={statusColor(settings.dns_status)} variant="light" aria-label={`DNS status: ${settings.dns_status}`}>
            DNS {settings.dns_status}
          </Badge>
        )}
        {settings.custom_domain && (
          <>
            <Badge
              color={statusColor(settings.custom_domain_status)}
              variant="light"
              aria-label={`Custom domain status: ${settings.custom_domain_status}`}
            >
              Domain {settings.custom_domain_status}
            </Badge>
            <Badge
              color={statusColor(settings.verification.status)}
              variant="outline"
              aria-label={`Verification: ${settings.verification.status}`}
            >
              Verification {settings.verification.status}
            </Badge>
          </>
        )}
      </Group>
    </Stack>
  );
}

function logoSummary(value: FileValue, savedUrl: string | null): string {
  if (isFile(value)) return `New image: ${value.name}`;
  if (value) return 'Current logo';
  return savedUrl ? 'Removed (the default logo shows)' : 'Default logo';
}

function Review({ values, settings, defaultHost }: { values: SettingsFormValues; settings: AgentSettings; defaultHost: string | null }) {
  const rows: [string, string][] = [
    ['Name', orNotSet(`${values.first_name} ${values.last_name}`.trim())],
    [LABELS.email_id, orNotSet(values.email_id)],
    [LABELS.mobile, orNotSet(values.mobile)],
    [LABELS.address, orNotSet(values.address)],
    [LABELS.skype, orNotSet(values.skype)],
    [LABELS.site_name, siteNameOf(values.site_name)],
    [LABELS.site_logo, logoSummary(values.site_logo, settings.site_logo_url)],
    [LABELS.site_language, SITE_LANGUAGE_NAMES[values.site_language]],
    ['Template', `Template ${String(values.template_id)}`],
    [LABELS.member_id, orNotSet(values.member_id)],
    [LABELS.nht_website_link, orNotSet(values.nht_website_link)],
    [LABELS.nht_store_link, orNotSet(values.nht_store_link)],
    [LABELS.nht_joining_link, orNotSet(values.nht_joining_link)],
    ['Domain type', values.domain_type === 'custom_domain' ? 'Custom domain' : 'Subdomain'],
    ...(showCustomDomainInput(values.domain_type, values.custom_domain)
      ? [['Custom domain', orNotSet(values.custom_domain)] as [string, string]]
      : []),
    ['Primary domain name', values.primary_domain_name.trim() || defaultHost || 'Not set'],
    ['Website link', orNotSet(values.website_link)],
    ['Site status', settings.site_status === 'active' ? 'Active (subdomain)' : settings.site_status],
    ['Published', values.publish_on_site ? 'Yes' : 'No'],
  ];
  return (
    <Stack gap={4} component="section" aria-label="Review">
      <Text fw={600} size="sm">
        Review
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing={4} verticalSpacing={4}>
        {rows.map(([label, value]) => (
          <Text key={label} size="sm">
            <Text span c="dimmed" size="sm">
              {label}:
            </Text>{' '}
            {value}
          </Text>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

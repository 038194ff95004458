import { siteDisplayName } from '@ds/shared';
import { Anchor, Badge, Button, Group, Image, SimpleGrid, Stack, Text } from '@mantine/core';
import { useReducer, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { FormSkeleton, QueryState } from '@/features/backoffice/components/query-state';
import { Screen } from '@/features/backoffice/components/screen';
import { Panel } from '@/components/ui/screen';
import { safeHref } from '@/lib/safe-href';
import { failureMessage } from '@/lib/form-errors';
import { useSettings, useSettingsMutations, type SettingsAnswer, type TenantSettings } from '@/features/backoffice/settings/api/settings';
import { DnsInstructions, DomainStatusChips } from '@/components/domains/dns-instructions';
import { DomainHealth } from '@/components/domains/domain-health';
import { SettingsForm } from '@/features/backoffice/settings/components/settings-form';
import { shouldPollDomain, showDnsInstructions, showDomainHealth } from '@/lib/domain-health';
import { settingsFormReducer, settingsFormStateAt } from '@/features/backoffice/settings/lib/settings-steps';
import { notifyError, notifySuccess } from '@/lib/notify';
import { getRuntimeConfig } from '@/lib/runtime-config';
import { tenantSiteUrl } from '@/lib/site-url';
import { TemplatePanel } from '@/features/backoffice/settings/components/template-panel';
import { FollowUpPanel } from '@/features/backoffice/settings/components/follow-up-panel';

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm" component="div" style={{ wordBreak: 'break-word' }}>
        {children || (
          <Text span c="dimmed" size="sm">
            Not set
          </Text>
        )}
      </Text>
    </Stack>
  );
}

function SettingsSummary({ settings, answer }: { settings: TenantSettings; answer: SettingsAnswer }) {
  const name = [settings.first_name, settings.last_name].filter(Boolean).join(' ');
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
      <Detail label="Name">{name}</Detail>
      <Detail label="Contact email">{settings.email_id}</Detail>
      <Detail label="Mobile">{settings.mobile}</Detail>
      <Detail label="Address">{settings.address}</Detail>
      <Detail label="Site name">{siteDisplayName(settings.site_name)}</Detail>
      <Detail label="Site logo">
        {settings.site_logo_url ? <Image src={settings.site_logo_url} alt="Site logo" h={48} w="auto" fit="contain" /> : null}
      </Detail>
      <Detail label="Member ID">{settings.member_id}</Detail>
      <Detail label="Company joining link">
        {settings.nht_joining_link && safeHref(settings.nht_joining_link) ? (
          <Anchor href={safeHref(settings.nht_joining_link) ?? undefined} target="_blank" rel="noopener noreferrer" size="sm">
            {settings.nht_joining_link}
          </Anchor>
        ) : null}
      </Detail>
      <Detail label="Domain">
        {settings.domain_type === 'custom_domain' && settings.custom_domain ? (
          <Stack gap={4}>
            <Text size="sm">{settings.custom_domain}</Text>
            <DomainStatusChips answer={answer} />
          </Stack>
        ) : (
          // A subdomain site is live the moment it exists: there is no DNS to wait for.
          <Stack gap={4} align="flex-start">
            <Anchor href={tenantSiteUrl(settings.subdomain)} target="_blank" rel="noopener noreferrer" size="sm">
              {tenantSiteUrl(settings.subdomain)}
            </Anchor>
            <Badge color="green" variant="light" aria-label="Site status: Active">
              Active
            </Badge>
          </Stack>
        )}
      </Detail>
      <Detail label="Publish state">
        <Badge color={settings.publish_on_site ? 'green' : 'gray'} variant="light">
          {settings.publish_on_site ? 'Published' : 'Not published'}
        </Badge>
      </Detail>
    </SimpleGrid>
  );
}

export function SettingsRoute() {
  const settings = useSettings();
  const { verifyDomain } = useSettingsMutations();
  const [params] = useSearchParams();
  const [state, dispatch] = useReducer(settingsFormReducer, params.get('field'), settingsFormStateAt);

  const refreshDns = () => {
    // Re-read what the worker found so far, and ask it to check again now.
    void settings.refetch();
    verifyDomain.mutate(undefined, {
      onSuccess: () => {
        notifySuccess('DNS check requested');
      },
      onError: (error) => {
        notifyError(failureMessage(error, 'Could not check the DNS records'));
      },
    });
  };

  return (
    <Screen title="Settings" description="Your details, your site's name and logo, your domain, and whether your site is published.">
      <QueryState query={settings} loading={<FormSkeleton fields={6} />}>
        {(answer) => {
          if (!answer) return null;
          const subdomain = answer.settings.subdomain;
          const siteAddress = subdomain ? `${subdomain}.${getRuntimeConfig().baseDomain}` : 'your subdomain';
          return (
            <>
              {showDnsInstructions(answer) && (
                <DnsInstructions
                  answer={answer}
                  onRefresh={refreshDns}
                  refreshing={verifyDomain.isPending}
                  polling={shouldPollDomain(answer)}
                />
              )}
              {showDomainHealth(answer) && (
                <DomainHealth
                  answer={answer}
                  onRefresh={refreshDns}
                  refreshing={verifyDomain.isPending}
                  polling={shouldPollDomain(answer)}
                />
              )}
              <Panel
                title={state.open ? 'Edit settings' : 'Your settings'}
                actions={
                  state.open ? null : (
                    <Group gap="sm">
                      {subdomain && (
                        <Anchor href={tenantSiteUrl(subdomain)} target="_blank" rel="noopener noreferrer" size="sm">
                          {siteAddress}
                        </Anchor>
                      )}
                      <Button
                        onClick={() => {
                          dispatch({ type: 'open' });
                        }}
                      >
                        Edit settings
                      </Button>
                    </Group>
                  )
                }
              >
                {state.open ? (
                  <SettingsForm saved={answer.settings} state={state} dispatch={dispatch} siteAddress={siteAddress} />
                ) : (
                  <SettingsSummary settings={answer.settings} answer={answer} />
                )}
              </Panel>
              <TemplatePanel settings={answer.settings} />
              <FollowUpPanel key={`${answer.settings.time_zone}|${answer.settings.follow_up_digest}`} settings={answer.settings} />
            </>
          );
        }}
      </QueryState>
    </Screen>
  );
}

import { describe, expect, it } from 'vitest';
import { domainAnswerOf, toAgentSettings, updateAgentSettings } from '@/features/admin/agents/api/agent-settings';
import { changedSettings, settingsBody, stepOfErrors, toFormValues } from '@/features/admin/agents/lib/wizard';
import { fakeBrowser, json } from '@/features/admin/test/fake-browser';
import { shouldPollDomain, showDnsInstructions, showDomainHealth } from '@/lib/domain-health';
import { serverFieldErrors } from '@/lib/form-errors';
import { apiFailure } from '@/test/api-failure';
import { agentSettingsAnswer } from '@/test/fixtures';

const pendingCustomDomain = agentSettingsAnswer({
  settings: {
    subdomain: 'jane',
    domain_type: 'custom_domain',
    custom_domain: 'shop.example.org',
    dns_status: 'pending',
    custom_domain_status: 'pending',
    site_logo: '/uploads/2026/05/old.png',
    site_logo_url: '/uploads/2026/05/old.png',
  },
  verification: {
    status: 'pending',
    domain: 'shop.example.org',
    records: [
      { type: 'TXT', name: '_ds-verify.shop.example.org', value: 'token-123' },
      {
        type: 'CNAME',
        name: 'shop.example.org',
        value: 'sites.localhost',
        found: ['elsewhere.net'],
        ok: false,
        problem: 'points elsewhere',
      },
    ],
    checked_at: '2026-05-01T10:00:00Z',
    next_check_at: '2026-05-01T10:01:00Z',
    message: 'Waiting for DNS',
  },
});

describe('agent settings answer', () => {
  it('puts the verification and certificate beside the settings, as the shared domain panels read them', () => {
    const settings = toAgentSettings(pendingCustomDomain);
    expect(settings.domain_type).toBe('custom_domain');
    expect(settings.verification).toEqual(pendingCustomDomain.verification);
    expect(settings.certificate.status).toBe('none');
    expect(domainAnswerOf(settings).settings.custom_domain).toBe('shop.example.org');
  });

  it('a pending custom domain shows the DNS records to create (and is re-read every few seconds)', () => {
    const answer = domainAnswerOf(toAgentSettings(pendingCustomDomain));
    expect(showDnsInstructions(answer)).toBe(true);
    expect(showDomainHealth(answer)).toBe(false);
    expect(shouldPollDomain(answer)).toBe(true);
  });

  it('a verified custom domain shows its health instead; a subdomain site shows neither', () => {
    const verified = domainAnswerOf(
      toAgentSettings(
        agentSettingsAnswer({
          settings: { ...pendingCustomDomain.settings, dns_status: 'verified', custom_domain_status: 'verified' },
          verification: { ...pendingCustomDomain.verification, status: 'verified' },
          certificate: { status: 'active', not_after: '2027-02-19T12:00:00.000Z' },
        }),
      ),
    );
    expect(showDnsInstructions(verified)).toBe(false);
    expect(showDomainHealth(verified)).toBe(true);
    expect(shouldPollDomain(verified)).toBe(false);

    const subdomain = domainAnswerOf(toAgentSettings(agentSettingsAnswer({ settings: { subdomain: 'jane' } })));
    expect(showDnsInstructions(subdomain)).toBe(false);
    expect(showDomainHealth(subdomain)).toBe(false);
  });
});

describe('saving a new logo and domain', () => {
  it('PUTs the picked logo as the `site_logo` part and reads the new logo URL from the answer', async () => {
    const { fetch, sent } = fakeBrowser();
    fetch.mockResolvedValue(
      json(200, {
        ...pendingCustomDomain,
        settings: {
          ...pendingCustomDomain.settings,
          site_logo: '/uploads/2026/06/new.png',
          site_logo_url: '/uploads/2026/06/new.png',
          site_logo_name: 'new-logo.png',
        },
      }),
    );
    const initial = toFormValues(toAgentSettings(pendingCustomDomain));
    const file = new File(['png-bytes'], 'new-logo.png', { type: 'image/png' });
    const body = settingsBody(changedSettings({ ...initial, site_logo: file }, initial), initial);

    const saved = await updateAgentSettings({ tenantId: 't-1', body });

    expect([sent().method, sent().url]).toEqual(['PUT', '/api/admin/settings/t-1']);
    const request = sent().body as FormData;
    expect([...request.keys()]).toEqual(['site_logo']);
    expect((request.get('site_logo') as File).name).toBe('new-logo.png');
    expect(saved.site_logo_url).toBe('/uploads/2026/06/new.png');
    // Reopening the wizard starts from the saved answer: the new logo shows.
    expect(toFormValues(saved).site_logo).toBe('/uploads/2026/06/new.png');
  });

  it('a domain taken by another site (409 DOMAIN_TAKEN) is a custom_domain error on the Domain step', async () => {
    const { fetch } = fakeBrowser();
    fetch.mockResolvedValue(
      json(409, {
        message: 'This domain is already used by another site',
        code: 'DOMAIN_TAKEN',
        details: { custom_domain: 'This domain is already used by another site' },
        errors: [{ field: 'custom_domain', message: 'This domain is already used by another site' }],
      }),
    );
    const error = await apiFailure(updateAgentSettings({ tenantId: 't-1', body: new FormData() }));
    const errors = serverFieldErrors(error);
    expect(errors).toEqual({ custom_domain: 'This domain is already used by another site' });
    expect(stepOfErrors(errors)).toBe(3);
  });
});

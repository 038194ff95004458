import { beforeEach, describe, expect, it } from 'vitest';
import { toAgentSettings } from '@/features/admin/agents/api/agent-settings';
import { WizardForm } from '@/features/admin/agents/components/setup-wizard';
import { fakeBrowser } from '@/features/admin/test/fake-browser';
import { agent, agentSettingsAnswer } from '@/test/fixtures';
import { renderHtml, textOf } from '@/test/render';

const jane = agent({ id: 'u-1', name: 'Jane Doe', email: 'jane@example.com', tenant_id: 't-1' });

const subdomainSite = toAgentSettings(agentSettingsAnswer({
  settings: { subdomain: 'jane', site_name: 'Jane Wellness', site_logo_url: '/uploads/2026/05/logo.png' },
  verification: { status: 'none' },
}));

const pendingCustomDomain = toAgentSettings(agentSettingsAnswer({
  settings: { subdomain: 'jane', domain_type: 'custom_domain', custom_domain: 'shop.example.org' },
  verification: {
    status: 'pending',
    domain: 'shop.example.org',
    records: [{ type: 'TXT', name: '_ds-verify.shop.example.org', value: 'token-123' }],
    message: 'Waiting for DNS',
  },
  certificate: { status: 'none' },
}));

function render(settings: typeof subdomainSite, step: number) {
  return renderHtml(
    <WizardForm
      agent={jane}
      settings={settings}
      state={{ agent: jane, step, settings, errors: {} }}
      dispatch={() => undefined}
      onClose={() => undefined}
      dns={{ onRefresh: () => undefined, refreshing: false }}
    />,
  );
}

const count = (html: string, text: string) => html.split(text).length - 1;
/** The radio with this value is the checked one (attribute order varies). */
const checked = (html: string, value: string) =>
  (html.match(/<input[^>]*type="radio"[^>]*>/g) ?? []).some((input) => input.includes(`value="${value}"`) && input.includes('checked=""'));

describe('website setup wizard steps', () => {
  beforeEach(() => {
    fakeBrowser();
  });

  it('Site: the logo upload, showing the current logo until another is picked', () => {
    const html = render(subdomainSite, 1);
    const text = textOf(html);
    expect(html).toContain('aria-label="Site logo"');
    expect(html).toContain('type="file"');
    expect(html).toContain('src="/uploads/2026/05/logo.png"');
    expect(html).toContain('alt="Site logo preview"');
    expect(text).not.toContain('The distributor uploads the logo');
  });

  it('Site without a logo: says the default logo shows', () => {
    const text = textOf(render(toAgentSettings(agentSettingsAnswer({ settings: { subdomain: 'jane' } })), 1));
    expect(text).toContain('No logo uploaded: the storefront shows the default logo.');
  });

  it('Domain on a subdomain: the back office choice and labels, no custom domain input, no DNS records', () => {
    const html = render(subdomainSite, 3);
    const text = textOf(html);
    expect(text).toMatch(/Subdomain: jane\s*\.\s*localhost/);
    expect(text).toContain('Domain type');
    expect(text).toContain('Subdomain (jane.localhost)');
    expect(text).toContain('My own domain');
    expect(checked(html, 'sub_domain')).toBe(true);
    expect(checked(html, 'custom_domain')).toBe(false);
    expect(html).not.toContain('data-path="custom_domain"');
    expect(text).toContain('Primary domain name');
    expect(text).toContain('Website link');
    expect(text).not.toContain('DNS records');
    // A subdomain site is live at once: Active, no DNS chip to wait on.
    expect(count(html, 'aria-label="DNS status: pending"')).toBe(0);
    expect(count(html, 'aria-label="Site status: Active"')).toBe(1);
  });

  it('Domain with a pending custom domain: the domain input and the DNS records to create', () => {
    const html = render(pendingCustomDomain, 3);
    const text = textOf(html);
    expect(checked(html, 'custom_domain')).toBe(true);
    expect(html).toMatch(/<input[^>]*data-path="custom_domain"[^>]*value="shop\.example\.org"/);
    expect(text).toContain('Connect shop.example.org');
    expect(html).toContain('aria-label="DNS records to create"');
    expect(text).toContain('_ds-verify.shop.example.org');
    expect(text).toContain('token-123');
    expect(text).toContain('Waiting for DNS');
    expect(text).toContain('Refresh DNS');
    // The status chips show once (the wizard's own), not again in the instructions.
    expect(count(html, 'aria-label="DNS status:')).toBe(1);
  });

  it('Publish: the review lists the logo and the domain choice', () => {
    const text = textOf(render(pendingCustomDomain, 4));
    expect(text).toMatch(/Site logo\s*:\s*Default logo/);
    expect(text).toMatch(/Domain type\s*:\s*Custom domain/);
    expect(text).toMatch(/Custom domain\s*:\s*shop\.example\.org/);
    expect(textOf(render(subdomainSite, 4))).toMatch(/Site logo\s*:\s*Current logo/);
  });
});

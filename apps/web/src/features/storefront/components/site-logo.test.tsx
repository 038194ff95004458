import { describe, expect, it } from 'vitest';
import { logoView, nextLogoStatus } from '../lib/logo-state';
import { renderServerHtml, textOfServerHtml } from '@/test/server-html';
import { SiteLogo } from './site-logo';

describe('logo states', () => {
  it('loading → loaded or error, and stays there', () => {
    expect(nextLogoStatus('loading', 'load')).toBe('loaded');
    expect(nextLogoStatus('loading', 'error')).toBe('error');
    expect(nextLogoStatus('loaded', 'error')).toBe('loaded');
    expect(nextLogoStatus('error', 'load')).toBe('error');
  });

  it('shows the placeholder while loading, the image once loaded, the text on error', () => {
    expect(logoView('loading')).toEqual({ skeleton: true, image: true, imageVisible: false, text: false });
    expect(logoView('loaded')).toEqual({ skeleton: false, image: true, imageVisible: true, text: false });
    expect(logoView('error')).toEqual({ skeleton: false, image: false, imageVisible: false, text: true });
  });

  it('renders a Skeleton and the (hidden) image while loading', () => {
    const html = renderServerHtml(<SiteLogo src="/storefront/logo-default.svg" alt="Jane logo" />);
    expect(html).toContain('data-testid="logo-skeleton"');
    expect(html).toMatch(/<img[^>]*src="\/storefront\/logo-default.svg"/);
    expect(html).toContain('data-logo-status="loading"');
    expect(textOfServerHtml(html)).not.toContain('Logo');
  });

  it("renders the text 'Logo' instead of a broken image", () => {
    const html = renderServerHtml(<SiteLogo src="/uploads/missing.png" alt="Jane logo" initialStatus="error" />);
    expect(textOfServerHtml(html)).toBe('Logo');
    expect(html).not.toContain('<img');
    expect(html).not.toContain('data-testid="logo-skeleton"');
  });

  it('renders only the image once loaded', () => {
    const html = renderServerHtml(<SiteLogo src="/uploads/logo.png" alt="Jane logo" initialStatus="loaded" />);
    expect(html).toMatch(/<img[^>]*alt="Jane logo"/);
    expect(html).not.toContain('data-testid="logo-skeleton"');
  });
});

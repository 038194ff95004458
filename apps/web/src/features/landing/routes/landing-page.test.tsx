import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BELOW_FOLD_SECTIONS } from '@/features/landing/components/below-fold';
import { ContactSection } from '@/features/landing/components/contact-section';
import { FaqSection } from '@/features/landing/components/faq-section';
import { FeaturesSection } from '@/features/landing/components/features-section';
import { Hero } from '@/features/landing/components/hero';
import { HowItWorksSection, OpportunitySection } from '@/features/landing/components/journey-sections';
import { LandingFooter } from '@/features/landing/components/landing-footer';
import { PricingSection } from '@/features/landing/components/pricing-section';
import { SiteHeader } from '@/features/landing/components/site-header';
import { contactErrorMessage, contactPayload, EMPTY_CONTACT } from '@/features/landing/lib/contact';
import { LandingPageRoute } from '@/features/landing/routes/landing-page';
import { ApiError } from '@/lib/api-client';
import { renderServerHtml, textOfServerHtml } from '@/test/server-html';

const brand = { companyName: 'NHT Global', platformName: 'Distributor Sites', supportEmail: 'support@example.com' };

describe('landing page', () => {
  it('has the sections in the documented order', () => {
    const html = renderServerHtml(
      <main>
        <Hero companyName={brand.companyName} />
        <FeaturesSection />
        {/* The below-the-fold sections mount a couple per task in the browser; here all of them, in order. */}
        {BELOW_FOLD_SECTIONS.map((section, index) => (
          <div key={index}>{section(brand)}</div>
        ))}
      </main>,
    );
    const ids = [...html.matchAll(/<section[^>]*\bid="([^"]+)"/g)].map((m) => m[1]);
    expect(ids).toEqual([
      'promotion',
      'features',
      'growth',
      'identity',
      'detailed-features',
      'lead-capture',
      'back-office',
      'how-it-works',
      'opportunity',
      'templates',
      'pricing',
      'faqs',
      'contact',
    ]);
    // One h1 (the hero); every section is labelled by its heading.
    expect(html.match(/<h1/g)).toHaveLength(1);
    expect(html.match(/<section[^>]*aria-labelledby="/g)).toHaveLength(13);
    // Images carry alt text.
    expect(html.match(/<img(?![^>]*alt=")[^>]*>/g)).toBeNull();
  });

  it('renders the first screen with the top bar, skip link, main and a placeholder for the rest', () => {
    const html = renderServerHtml(<LandingPageRoute />);
    expect(html).toContain('href="#main"');
    expect(html).toMatch(/<main[^>]*id="main"/);
    expect(html).toContain('id="promotion"');
    expect(html).toContain('aria-busy="true"');
  });

  it('top bar: smooth-scroll links in order and Join Now to /backoffice-signup', () => {
    const html = renderServerHtml(<SiteHeader brand="Distributor Sites" />);
    const nav = /<nav[^>]*aria-label="Main"[^>]*>([\s\S]*?)<\/nav>/.exec(html)?.[1] ?? '';
    expect([...nav.matchAll(/href="#([^"]+)"/g)].map((m) => m[1])).toEqual([
      'promotion',
      'opportunity',
      'features',
      'how-it-works',
      'pricing',
      'faqs',
      'contact',
    ]);
    expect(html).toMatch(/<a[^>]*href="\/backoffice-signup"[^>]*>[\s\S]*?Join Now/);
    expect(html).toContain('aria-label="Open menu"');
  });

  it('hero claims and buttons without behaviour', () => {
    const html = renderServerHtml(<Hero companyName="NHT Global" />);
    const text = textOfServerHtml(html);
    for (const claim of ['24 hours', '99.99%', '10,000+']) expect(text).toContain(claim);
    expect(html).toMatch(/<button[^>]*type="button"[^>]*>[\s\S]*?Get Started/);
    expect(html).toMatch(/<button[^>]*type="button"[^>]*>[\s\S]*?Demo Site/);
  });

  it('how it works lists the six joining steps', () => {
    const html = renderServerHtml(
      <>
        <HowItWorksSection companyName={brand.companyName} platformName={brand.platformName} />
        <OpportunitySection companyName={brand.companyName} />
      </>,
    );
    const steps = /<ol[^>]*>([\s\S]*?)<\/ol>/.exec(html)?.[1] ?? '';
    expect([...steps.matchAll(/<h3[^>]*>([^<]+)<\/h3>/g)].map((m) => m[1])).toEqual([
      'Learn about the business',
      'Register as a distributor with NHT Global',
      'Subscribe to Distributor Sites',
      'Personalise and publish',
      'Promote your site',
      'Track and train',
    ]);
    expect(textOfServerHtml(html)).toContain('Become A Distributor');
  });

  it('pricing: Annual Plan, 149 USD per year, 3 extra months (15 in total), Buy Now', () => {
    const text = textOfServerHtml(renderServerHtml(<PricingSection />));
    expect(text).toContain('Annual Plan');
    expect(text).toMatch(/149 USD per year/);
    expect(text).toContain('3 extra months free — 15 months in total');
    expect(text).toContain('Buy Now');
  });

  it('FAQs start collapsed and cover the documented topics', () => {
    const html = renderServerHtml(<FaqSection {...brand} />);
    const text = textOfServerHtml(html);
    expect(html).not.toMatch(/aria-expanded="true"/);
    for (const fragment of [
      'What is Distributor Sites?',
      'How do I get started?',
      'fill in your site name, your personal information, your logo and your distributor info',
      'Is this an official NHT Global website?',
      'fully customisable',
      'No technical skills are needed',
      'How do I promote my site?',
      '24/7 online support by email',
    ]) {
      expect(text).toContain(fragment);
    }
  });

  it('contact: required name, email (type email) and message, plus static details', () => {
    const html = renderServerHtml(<ContactSection />);
    const inputs = [...html.matchAll(/<(input|textarea)[^>]*>/g)]
      .map((m) => m[0])
      .filter((tag) => !tag.includes('tabindex="-1"') && !tag.includes('tabIndex="-1"'));
    expect(inputs).toHaveLength(3);
    for (const tag of inputs) expect(tag).toContain('required=""');
    expect(inputs[1]).toContain('type="email"');
    const text = textOfServerHtml(html);
    expect(text).toContain('support@example.com');
    expect(text).toContain('+1 (555) 010-0199');
    expect(text).toContain('Send Message');
  });

  it('footer: legal, social, contact, newsletter and the copyright line', () => {
    const html = renderServerHtml(<LandingFooter brand="Distributor Sites" supportEmail="support@example.com" />);
    const text = textOfServerHtml(html);
    expect(text).toMatch(/Legal Earning Disclaimer Terms of Use Privacy Policy/);
    for (const network of ['Facebook', 'Twitter', 'YouTube', 'Instagram']) {
      expect(html).toMatch(new RegExp(`<a[^>]*href="#"[^>]*aria-label="${network}"`));
    }
    expect(html).toContain('href="mailto:support@example.com"');
    expect(text).toContain('24 X 7 online support');
    expect(text).toContain('Newsletter Signup Sign up to receive updates and exclusive offers');
    expect(text).toContain(`© ${String(new Date().getFullYear())} Distributor Sites. All rights reserved.`);
  });
});

describe('landing contact call', () => {
  it('sends name, email and message (the honeypot only when filled)', () => {
    expect(contactPayload({ ...EMPTY_CONTACT, name: ' Ann ', email: 'ann@example.com ', message: ' Hi ' })).toEqual({
      name: 'Ann',
      email: 'ann@example.com',
      message: 'Hi',
    });
    expect(contactPayload({ ...EMPTY_CONTACT, website: 'spam' }).website).toBe('spam');
  });

  it("shows the server's message, else a generic sentence", () => {
    expect(contactErrorMessage(new ApiError(429, 'Too many requests. Please try again later.'))).toBe(
      'Too many requests. Please try again later.',
    );
    expect(contactErrorMessage(new ApiError(500, 'API request failed'))).toBe('Your message could not be sent. Please try again later.');
    expect(contactErrorMessage(new ApiError(0, 'Network request failed'))).toBe('Your message could not be sent. Please try again later.');
  });
});

describe('bundle boundaries', () => {
  const root = path.resolve(__dirname, '../..');
  const sources = (dir: string): string[] =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return sources(full);
      return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
    });

  it.each(['landing'])('features/%s imports no storefront, back-office, admin or auth code', (feature) => {
    for (const file of sources(path.join(root, feature))) {
      const text = fs.readFileSync(file, 'utf8');
      expect(text, file).not.toMatch(/from '@\/features\/(storefront|backoffice|admin|auth)\//);
      expect(text, file).not.toMatch(/from '@\/components\/(layout|session)/);
    }
  });
});

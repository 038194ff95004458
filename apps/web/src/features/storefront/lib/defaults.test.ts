import { describe, expect, it } from 'vitest';
import {
  DEFAULT_IMAGES,
  DEFAULT_SITE_NAME,
  companyNameFrom,
  contactDetailsFrom,
  defaultDisclaimers,
  logoUrlFrom,
  resolveDisclaimers,
  resolveHero,
  resolveHome,
  siteNameFrom,
} from './defaults';
import { defaultCopy } from '@ds/shared';

const EN_COPY = defaultCopy('en');
const EN_DISCLAIMERS = defaultDisclaimers('{company}');

describe('site name and company', () => {
  it("uses 'Default Site' when no name is set", () => {
    expect(DEFAULT_SITE_NAME).toBe('Default Site');
    expect(siteNameFrom(undefined)).toBe('Default Site');
    expect(siteNameFrom({ site_name: null })).toBe('Default Site');
    expect(siteNameFrom({ site_name: '   ' }, '  ')).toBe('Default Site');
    expect(siteNameFrom({ site_name: null }, 'Lookup')).toBe('Lookup');
    expect(siteNameFrom({ site_name: ' Jane ' }, 'Lookup')).toBe('Jane');
  });

  it('takes the company name from the site data, else the run-time config', () => {
    expect(companyNameFrom({ company_name: 'Acme Wellness' })).toBe('Acme Wellness');
    expect(companyNameFrom({})).toBe('NHT Global');
  });

  it('falls back to the default logo', () => {
    expect(logoUrlFrom(null)).toBe('/storefront/logo-default.svg');
    expect(logoUrlFrom({ site_logo_url: '' })).toBe(DEFAULT_IMAGES.logo);
    expect(logoUrlFrom({ site_logo_url: '/uploads/logo.png' })).toBe('/uploads/logo.png');
  });

  it('keeps only the contact details that are set', () => {
    expect(contactDetailsFrom({ site_phone: '+1 555', site_email: ' ', site_address: null })).toEqual({
      phone: '+1 555',
      email: null,
      address: null,
    });
  });
});

describe('disclaimers', () => {
  it('uses the first footer disclaimer', () => {
    const result = resolveDisclaimers(
      [
        { site_disclaimer: 'S1', product_disclaimer: 'P1', income_disclaimer: 'I1' },
        { site_disclaimer: 'S2', product_disclaimer: 'P2', income_disclaimer: 'I2' },
      ],
      'NHT Global',
      EN_DISCLAIMERS,
    );
    expect(result).toEqual({ site: 'S1', product: 'P1', income: 'I1' });
  });

  it('falls back to the defaults of docs/product.md, field by field', () => {
    const defaults = defaultDisclaimers('NHT Global');
    expect(resolveDisclaimers(undefined, 'NHT Global', EN_DISCLAIMERS)).toEqual(defaults);
    expect(resolveDisclaimers([], 'NHT Global', EN_DISCLAIMERS)).toEqual(defaults);
    expect(resolveDisclaimers([{ site_disclaimer: 'Mine', product_disclaimer: null }], 'NHT Global', EN_DISCLAIMERS)).toEqual({
      ...defaults,
      site: 'Mine',
    });
    expect(defaults.site).toContain('independent distributor website');
    expect(defaults.site).toContain('not the official website of NHT Global');
    expect(defaults.product).toContain('have not been evaluated by the Food and Drug Administration');
    expect(defaults.income).toContain('indicative only');
    expect(defaults.income).toContain('no income is guaranteed');
    for (const sentence of Object.values(defaults)) expect(sentence).toMatch(/^[A-Z].*\.$/);
  });
});

describe('home page defaults', () => {
  it('fills every section when the site data is empty', () => {
    const home = resolveHome({}, 'Default Site', 'NHT Global', EN_COPY);
    expect(home.hero.image).toBe(DEFAULT_IMAGES.hero);
    expect(home.hero.ctaText).toBe('Shop Products');
    expect(home.hero.ctaLink).toBe('/products');
    expect(home.welcome.title).toBe('Welcome to Default Site');
    expect(home.welcome.text).toContain('NHT Global');
    expect(home.introduction.image).toBe(DEFAULT_IMAGES.introduction);
    expect(home.about.title).toBe('About NHT Global');
    expect(home.about.content1).toContain('Established in 2001');
    expect(home.about.content2).toContain('over 90 countries');
    expect(home.about.image).toBe(DEFAULT_IMAGES.about);
    expect(home.why.title).toBe('Why Network Marketing?');
    expect(home.why.text.length).toBeGreaterThan(50);
    expect(home.video).toBeNull();
    expect(home.support.text.length).toBeGreaterThan(50);
  });

  it('also copes with null home page and sliders', () => {
    const home = resolveHome({ homePage: null, sliders: null }, 'X', 'NHT Global', EN_COPY);
    expect(home.about.content1).toContain('2001');
  });

  it("uses the distributor's texts and images when present", () => {
    const home = resolveHome(
      {
        homePage: {
          welcome_description: 'Hi!',
          introduction_content: 'Intro',
          introduction_image_url: '/uploads/intro.png',
          about_company_title: 'About us',
          about_company_content_1: 'One',
          about_company_content_2: 'Two',
          about_company_image_url: '/uploads/about.png',
          why_network_marketing_title: 'Why',
          why_network_marketing_content: 'Because',
          opportunity_video_url: 'https://youtu.be/dQw4w9WgXcQ',
          opportunity_video_header_title: 'Watch',
          support_content: 'Ask me',
        },
        sliders: [{ image: '/uploads/s1.png', description: 'First', ctaText: 'Go', ctaLink: '/join-us' }, { description: 'Second' }],
      },
      'Jane',
      'NHT Global',
      EN_COPY,
    );
    expect(home.hero).toEqual({ image: '/uploads/s1.png', description: 'First', ctaText: 'Go', ctaLink: '/join-us' });
    expect(home.welcome.text).toBe('Hi!');
    expect(home.introduction).toMatchObject({ text: 'Intro', image: '/uploads/intro.png' });
    expect(home.about).toMatchObject({ title: 'About us', content1: 'One', content2: 'Two', image: '/uploads/about.png' });
    expect(home.why).toEqual({ title: 'Why', text: 'Because' });
    expect(home.video).toEqual({ url: 'https://youtu.be/dQw4w9WgXcQ', title: 'Watch' });
    expect(home.support.text).toBe('Ask me');
  });

  it('takes the hero from the FIRST slider and completes its missing parts', () => {
    const hero = resolveHero([{ description: 'Only text' }, { image: '/second.png' }], 'NHT Global', EN_COPY);
    expect(hero.description).toBe('Only text');
    expect(hero.image).toBe(DEFAULT_IMAGES.hero);
    expect(hero.ctaText).toBe('Shop Products');
  });

  it('shows a video only when a URL exists, with a default header', () => {
    expect(resolveHome({ homePage: { opportunity_video_url: '  ' } }, 'X', 'Y', EN_COPY).video).toBeNull();
    expect(resolveHome({ homePage: { opportunity_video_url: '/uploads/v.mp4' } }, 'X', 'Y', EN_COPY).video?.title).toBe(
      'Discover the Opportunity',
    );
  });
});

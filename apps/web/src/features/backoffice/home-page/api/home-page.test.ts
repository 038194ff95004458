import { describe, expect, it } from 'vitest';
import { HOME_PAGE_FIELDS, HOME_SECTIONS, homePageValues } from '@/features/backoffice/home-page/api/home-page';

describe('home page editors', () => {
  it('each editor owns only its section’s fields', () => {
    expect(HOME_SECTIONS.welcomeMessage.fields).toEqual(['welcome_description']);
    expect(HOME_SECTIONS.introduction.fields).toEqual(['introduction_content', 'introduction_image_url']);
    expect(HOME_SECTIONS.aboutCompany.fields).toEqual([
      'about_company_title',
      'about_company_content_1',
      'about_company_content_2',
      'about_company_image_url',
    ]);
    expect(HOME_SECTIONS.opportunityVideo.fields).toEqual(['opportunity_video_url', 'opportunity_video_header_title']);
    expect(Object.keys(HOME_PAGE_FIELDS)).toHaveLength(12);
  });

  it('reads texts as strings and images as URL or null (a never-saved page is all null)', () => {
    expect(homePageValues(null, HOME_SECTIONS.introduction.fields)).toEqual({ introduction_content: '', introduction_image_url: null });
    expect(
      homePageValues({ introduction_content: 'Hi', introduction_image_url: '/uploads/i.png' }, HOME_SECTIONS.introduction.fields),
    ).toEqual({ introduction_content: 'Hi', introduction_image_url: '/uploads/i.png' });
  });
});

import { Screen } from '@/features/backoffice/components/screen';
import { Panel } from '@/components/ui/screen';
import { SingletonEditor } from '@/features/backoffice/components/singleton-editor';
import {
  HOME_PAGE_FIELDS,
  HOME_SECTIONS,
  homePageResource,
  homePageValues,
  type HomeSection,
} from '@/features/backoffice/home-page/api/home-page';

/** Edits one section of the home page; the PUT carries only this section's changed fields. */
function HomeSectionEditor({ section }: { section: HomeSection }) {
  return (
    <Screen title={section.title} description={section.description} sitePath="/">
      <Panel>
        <SingletonEditor
          resource={homePageResource}
          fields={section.fields.map((name) => HOME_PAGE_FIELDS[name])}
          toValues={(data) => homePageValues(data, section.fields)}
          successMessage={section.success}
          errorFallback="Could not save the home page"
        />
      </Panel>
    </Screen>
  );
}

export const WelcomeMessageRoute = () => <HomeSectionEditor section={HOME_SECTIONS.welcomeMessage} />;
export const IntroductionRoute = () => <HomeSectionEditor section={HOME_SECTIONS.introduction} />;
export const AboutCompanyRoute = () => <HomeSectionEditor section={HOME_SECTIONS.aboutCompany} />;
export const WhyNetworkMarketingRoute = () => <HomeSectionEditor section={HOME_SECTIONS.whyNetworkMarketing} />;
export const OpportunityVideoRoute = () => <HomeSectionEditor section={HOME_SECTIONS.opportunityVideo} />;
export const SupportMessageRoute = () => <HomeSectionEditor section={HOME_SECTIONS.supportMessage} />;
export const AboutPageRoute = () => <HomeSectionEditor section={HOME_SECTIONS.aboutPage} />;

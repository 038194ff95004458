import type { SingletonResourceConfig } from '@/features/backoffice/api/tenant-resource';
import { Screen } from '@/features/backoffice/components/screen';
import { Panel } from '@/components/ui/screen';
import { SingletonEditor } from '@/features/backoffice/components/singleton-editor';
import {
  JOIN_US_PARTS,
  OPPORTUNITY_PARTS,
  joinUsPageResource,
  opportunityPageResource,
  pagePartValues,
  type PageData,
  type PagePart,
} from '@/features/backoffice/pages/api/pages';

function PagePartEditor({ part, resource, sitePath }: { part: PagePart; resource: SingletonResourceConfig<PageData>; sitePath: string }) {
  return (
    <Screen title={part.title} description={part.description} sitePath={sitePath}>
      <Panel>
        <SingletonEditor
          resource={resource}
          fields={part.fields}
          toValues={(data) => pagePartValues(data, part.fields)}
          successMessage={part.success}
          errorFallback="Could not save the page"
        />
      </Panel>
    </Screen>
  );
}

const opportunity = (part: PagePart) => () => <PagePartEditor part={part} resource={opportunityPageResource} sitePath="/opportunity" />;
const joinUs = (part: PagePart) => () => <PagePartEditor part={part} resource={joinUsPageResource} sitePath="/join-us" />;

export const OpportunityPageBannerRoute = opportunity(OPPORTUNITY_PARTS.pageBanner);
export const OpportunityPageContentRoute = opportunity(OPPORTUNITY_PARTS.pageContent);
export const OpportunityVideoSectionRoute = opportunity(OPPORTUNITY_PARTS.videoSection);
export const CompensationPlanRoute = opportunity(OPPORTUNITY_PARTS.compensationPlan);
export const JoinUsPageBannerRoute = joinUs(JOIN_US_PARTS.pageBanner);
export const JoinUsPageContentRoute = joinUs(JOIN_US_PARTS.pageContent);

import type { SingletonResourceConfig } from '@/features/backoffice/api/tenant-resource';
import { Screen } from '@/features/backoffice/components/screen';
import { Panel } from '@/components/ui/screen';
import { SingletonEditor } from '@/features/backoffice/components/singleton-editor';
import type { Removal } from '@/features/backoffice/components/remove-object';
import {
  JOIN_US_PARTS,
  OPPORTUNITY_PARTS,
  joinUsPageResource,
  opportunityPageResource,
  pageHasData,
  pagePartValues,
  productPageResource,
  PRODUCT_PAGE_PART,
  type PageData,
  type PagePart,
} from '@/features/backoffice/pages/api/pages';

function PagePartEditor({
  part,
  resource,
  sitePath,
  removal,
}: {
  part: PagePart;
  resource: SingletonResourceConfig<PageData>;
  sitePath: string;
  removal?: Removal<PageData>;
}) {
  return (
    <Screen title={part.title} description={part.description} sitePath={sitePath}>
      <Panel>
        <SingletonEditor
          resource={resource}
          fields={part.fields}
          toValues={(data) => pagePartValues(data, part.fields)}
          successMessage={part.success}
          errorFallback="Could not save the page"
          removal={removal}
        />
      </Panel>
    </Screen>
  );
}

/** Every opportunity editor offers to delete the whole page (all four parts share one object). */
const OPPORTUNITY_REMOVAL: Removal<PageData> = {
  label: 'Delete opportunity page',
  confirm:
    'The whole opportunity page is deleted — banner, content, video section and compensation plan, with their files. ' +
    'Your site shows the default opportunity copy.',
  success: 'Opportunity page deleted',
  exists: pageHasData,
};

const opportunity = (part: PagePart) => () => (
  <PagePartEditor part={part} resource={opportunityPageResource} sitePath="/opportunity" removal={OPPORTUNITY_REMOVAL} />
);
const joinUs = (part: PagePart) => () => <PagePartEditor part={part} resource={joinUsPageResource} sitePath="/join-us" />;

export const OpportunityPageBannerRoute = opportunity(OPPORTUNITY_PARTS.pageBanner);
export const OpportunityPageContentRoute = opportunity(OPPORTUNITY_PARTS.pageContent);
export const OpportunityVideoSectionRoute = opportunity(OPPORTUNITY_PARTS.videoSection);
export const CompensationPlanRoute = opportunity(OPPORTUNITY_PARTS.compensationPlan);
export const JoinUsPageBannerRoute = joinUs(JOIN_US_PARTS.pageBanner);
export const JoinUsPageContentRoute = joinUs(JOIN_US_PARTS.pageContent);

export const ProductPageRoute = () => <PagePartEditor part={PRODUCT_PAGE_PART} resource={productPageResource} sitePath="/products" />;

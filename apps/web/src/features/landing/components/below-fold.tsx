import { Fragment, useEffect, type ReactNode } from 'react';
import { useStagedCount } from '../lib/use-staged-count';
import { BackofficeSection } from './backoffice-carousel';
import { ContactSection } from './contact-section';
import { FaqSection } from './faq-section';
import { HowItWorksSection, OpportunitySection } from './journey-sections';
import { LandingFooter } from './landing-footer';
import { DetailedFeaturesSection, GrowthSection, IdentitySection, LeadCaptureSection } from './marketing-sections';
import { PricingSection } from './pricing-section';
import { TemplateGallerySection } from './template-gallery';

interface BrandProps {
  companyName: string;
  platformName: string;
  supportEmail: string;
}

/** The sections below the features, in page order. */
export const BELOW_FOLD_SECTIONS: readonly ((brand: BrandProps) => ReactNode)[] = [
  () => <GrowthSection />,
  () => <IdentitySection />,
  () => <DetailedFeaturesSection />,
  () => <LeadCaptureSection />,
  () => <BackofficeSection />,
  ({ companyName, platformName }) => <HowItWorksSection companyName={companyName} platformName={platformName} />,
  ({ companyName }) => <OpportunitySection companyName={companyName} />,
  () => <TemplateGallerySection />,
  () => <PricingSection />,
  ({ companyName, platformName, supportEmail }) => (
    <FaqSection companyName={companyName} platformName={platformName} supportEmail={supportEmail} />
  ),
  () => <ContactSection />,
];

/** Sections mounted per task: each stage stays well under 50 ms of main-thread work on a mid-range phone. */
const SECTIONS_PER_STAGE = 2;

/**
 * Everything after the first screen, in its own chunk: it downloads while the hero is already painted and
 * mounts a couple of sections per task (useStagedCount). A link such as `/#pricing` is honoured once
 * every section exists.
 */
export function BelowFoldSections(brand: BrandProps) {
  const shown = useStagedCount(BELOW_FOLD_SECTIONS.length, SECTIONS_PER_STAGE);
  const complete = shown === BELOW_FOLD_SECTIONS.length;
  useEffect(() => {
    if (!complete) return;
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (id) document.getElementById(id)?.scrollIntoView({ block: 'start' });
  }, [complete]);
  return BELOW_FOLD_SECTIONS.slice(0, shown).map((section, index) => <Fragment key={index}>{section(brand)}</Fragment>);
}

export function BelowFoldFooter({ platformName, supportEmail }: Omit<BrandProps, 'companyName'>) {
  return <LandingFooter brand={platformName} supportEmail={supportEmail} />;
}

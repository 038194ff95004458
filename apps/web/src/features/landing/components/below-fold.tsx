import { useEffect } from 'react';
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

/**
 * Everything after the first screen, in its own chunk: it downloads while the hero is already painted.
 * A link such as `/#pricing` is honoured once these sections exist.
 */
export function BelowFoldSections({ companyName, platformName, supportEmail }: BrandProps) {
  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (id) document.getElementById(id)?.scrollIntoView({ block: 'start' });
  }, []);
  return (
    <>
      <GrowthSection />
      <IdentitySection />
      <DetailedFeaturesSection />
      <LeadCaptureSection />
      <BackofficeSection />
      <HowItWorksSection companyName={companyName} platformName={platformName} />
      <OpportunitySection companyName={companyName} />
      <TemplateGallerySection />
      <PricingSection />
      <FaqSection companyName={companyName} platformName={platformName} supportEmail={supportEmail} />
      <ContactSection />
    </>
  );
}

export function BelowFoldFooter({ platformName, supportEmail }: Omit<BrandProps, 'companyName'>) {
  return <LandingFooter brand={platformName} supportEmail={supportEmail} />;
}

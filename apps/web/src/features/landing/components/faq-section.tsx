import { Accordion } from '@mantine/core';
import { useState } from 'react';
import { faqs } from '@/features/landing/content-sections';
import { Section } from './section';

interface FaqSectionProps {
  companyName: string;
  platformName: string;
  supportEmail: string;
}

/** Single-open accordion that can also be fully collapsed: clicking the open item closes it (docs/product.md#landing). */
export function FaqSection({ companyName, platformName, supportEmail }: FaqSectionProps) {
  const [open, setOpen] = useState<string | null>(null);
  return (
    <Section
      id="faqs"
      eyebrow="FAQs"
      title="Frequently asked questions"
      lead="Everything you need to know before you start. Still curious? Send us a message below."
    >
      <Accordion
        value={open}
        onChange={setOpen}
        variant="separated"
        radius="md"
        chevronPosition="right"
        order={3}
        keepMounted
        keepMountedMode="display-none"
        maw={820}
        mx="auto"
      >
        {faqs(companyName, platformName, supportEmail).map((faq) => (
          <Accordion.Item key={faq.value} value={faq.value}>
            <Accordion.Control>{faq.question}</Accordion.Control>
            <Accordion.Panel>{faq.answer}</Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    </Section>
  );
}

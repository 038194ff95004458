import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { CLAIMS } from '@/features/landing/content';
import { DETAILED_FEATURES } from '@/features/landing/content-sections';
import classes from './landing.module.css';
import { CheckList, Section } from './section';

interface SplitProps {
  image: string;
  alt: string;
  imageFirst?: boolean;
  children: ReactNode;
}

/** Text next to an illustration; stacks on small screens with the text first. */
function Split({ image, alt, imageFirst = false, children }: SplitProps) {
  return (
    <div className={[classes.split, imageFirst ? classes.mediaFirst : undefined].filter(Boolean).join(' ')}>
      <div>{children}</div>
      <div>
        <img src={image} alt={alt} width={400} height={300} loading="lazy" className={classes.illustration} />
      </div>
    </div>
  );
}

export function GrowthSection() {
  return (
    <Section id="growth" tone="alt" align="start" eyebrow="Growth-ready" title="A site that grows with your business">
      <Split image="/landing/growth.svg" alt="A chart of visits and sales rising steadily on a reliable site">
        <Stack gap="lg">
          <Text className={classes.lead}>
            Start small and scale up: your site stays fast and available while your audience, your team and your catalogue grow.
          </Text>
          <CheckList
            items={[
              `${CLAIMS.uptime} uptime, so your site is there whenever a prospect looks`,
              'Products preloaded for your country with local pricing',
              'Blog, opportunity and join-us pages that keep working for you',
              `Trusted by ${CLAIMS.distributors} distributors worldwide`,
            ]}
          />
        </Stack>
      </Split>
    </Section>
  );
}

export function IdentitySection() {
  return (
    <Section id="identity" align="start" eyebrow="Your marketing identity" title="Make it unmistakably yours">
      <Split
        image="/landing/identity.svg"
        alt="A site with a personal logo, brand colours, social buttons and its own web address"
        imageFirst
      >
        <Stack gap="lg">
          <Text className={classes.lead}>
            Your site carries your name, your logo and your story, so prospects know exactly who they are buying from and joining.
          </Text>
          <CheckList
            items={[
              'Custom branding: site name, logo and personal details',
              'Your own domain, or a free subdomain activated within 24 hours',
              'Social links to Facebook, Twitter, YouTube and Instagram',
              'Your own welcome, introduction and support messages',
            ]}
          />
        </Stack>
      </Split>
    </Section>
  );
}

export function DetailedFeaturesSection() {
  return (
    <Section
      id="detailed-features"
      tone="alt"
      eyebrow="In detail"
      title="Built for the way distributors work"
      lead="Every part of the site and the back office is designed around selling products and building a team."
    >
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="lg">
        {DETAILED_FEATURES.map((group) => (
          <Paper key={group.title} withBorder radius="md" p="lg">
            <Title order={3} fz="lg" mb="md">
              {group.title}
            </Title>
            <CheckList items={group.items} />
          </Paper>
        ))}
      </SimpleGrid>
    </Section>
  );
}

export function LeadCaptureSection() {
  return (
    <Section id="lead-capture" align="start" eyebrow="Lead capture" title="Turn visitors into leads, automatically">
      <Split image="/landing/lead-capture.svg" alt="A contact form turning into a new lead and an automatic email reply">
        <Stack gap="lg">
          <Text className={classes.lead}>
            Every contact form and newsletter sign-up lands in your back office, and each visitor receives your autoresponder email right
            away — even while you sleep.
          </Text>
          <CheckList
            items={[
              'Lead capture on your contact page',
              'Autoresponder emails written by you',
              'Newsletter subscribers collected in one list',
              'Contacts, leads, blog posts and campaigns in one back office',
            ]}
          />
        </Stack>
      </Split>
    </Section>
  );
}

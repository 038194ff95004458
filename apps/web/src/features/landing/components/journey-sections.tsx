import { Button, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { CLAIMS } from '@/features/landing/content';
import { joiningSteps } from '@/features/landing/content-sections';
import classes from './landing.module.css';
import { CheckList, Section } from './section';

interface BrandProps {
  companyName: string;
  platformName: string;
}

/** The joining steps (docs/product.md#users) as a numbered list. */
export function HowItWorksSection({ companyName, platformName }: BrandProps) {
  return (
    <Section
      id="how-it-works"
      eyebrow="How it works"
      title="From first step to first lead"
      lead="Six simple steps take you from learning about the business to a live site that works for you."
    >
      <ol className={classes.stepList}>
        {joiningSteps(companyName, platformName).map((step) => (
          <li key={step.title} className={classes.step}>
            <Title order={3} fz="lg" mb={6}>
              {step.title}
            </Title>
            <Text c="gray.7" size="sm" lh={1.6}>
              {step.text}
            </Text>
          </li>
        ))}
      </ol>
    </Section>
  );
}

/** The business opportunity. 'Become A Distributor' has no behaviour (docs/product.md#landing). */
export function OpportunitySection({ companyName }: Pick<BrandProps, 'companyName'>) {
  return (
    <Section id="opportunity" tone="alt" align="start" eyebrow="The opportunity" title={`Grow your ${companyName} business`}>
      <div className={classes.split}>
        <div>
          <Stack gap="lg">
            <Text className={classes.lead}>
              As an independent {companyName} distributor you earn from the products you sell and from the team you build. A professional
              website makes both easier: it presents the products and the opportunity for you, day and night, and hands you the leads.
            </Text>
            <CheckList
              items={[
                'Present products with local pricing for your country',
                'Explain the opportunity with your own page and video',
                'Invite prospects to join your team from your join-us page',
                'Keep your team learning with the training feed',
              ]}
            />
            <SimpleGrid component="dl" cols={2} spacing="lg" m={0}>
              <Stack gap={2}>
                <dt style={{ order: 2 }}>
                  <Text c="gray.7" size="sm" span>
                    distributors worldwide
                  </Text>
                </dt>
                <dd className={classes.stat} style={{ margin: 0, order: 1 }}>
                  {CLAIMS.distributors}
                </dd>
              </Stack>
              <Stack gap={2}>
                <dt style={{ order: 2 }}>
                  <Text c="gray.7" size="sm" span>
                    to go live
                  </Text>
                </dt>
                <dd className={classes.stat} style={{ margin: 0, order: 1 }}>
                  {CLAIMS.activation}
                </dd>
              </Stack>
            </SimpleGrid>
            <div>
              <Button type="button" size="lg" radius="xl">
                Become A Distributor
              </Button>
            </div>
          </Stack>
        </div>
        <div>
          <img
            src="/landing/opportunity.svg"
            alt="A distributor at the centre of a growing team spread around the globe"
            width={400}
            height={300}
            loading="lazy"
            className={classes.illustration}
          />
        </div>
      </div>
    </Section>
  );
}

import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Suspense, useState } from 'react';
import { PLAN } from '@/features/landing/content';
import { deferred } from '@/features/landing/lib/deferred';
import classes from './landing.module.css';
import { CheckList, Section } from './section';

const INCLUDED = [
  'Personal site or subdomain, activated within 24 hours',
  'Products preloaded for your country with local pricing',
  'Custom branding and your own domain',
  'Lead capture with autoresponder emails',
  'Built-in blog and training feed',
  'Back office for contacts, leads, blog posts and campaigns',
  '24/7 online support by email',
];

const paymentDialog = deferred(() => import('./payment-dialog'));

/** Annual Plan card; Buy Now opens the "coming soon" dialog (docs/product.md#pricing). */
export function PricingSection() {
  const [opened, setOpened] = useState(false);
  const [dialogUsed, setDialogUsed] = useState(false);
  return (
    <Section
      id="pricing"
      tone="tinted"
      eyebrow="Pricing"
      title="Simple, transparent pricing"
      lead="One plan with everything included. No setup fees, no surprises."
    >
      <Card radius="lg" padding="xl" maw={480} mx="auto" className={classes.priceCard} component="article" aria-labelledby="plan-title">
        <Stack gap="lg">
          <Group justify="space-between" align="center">
            <Title order={3} id="plan-title" fz="xl">
              {PLAN.name}
            </Title>
            <Text span className={classes.pill}>
              Best value
            </Text>
          </Group>
          <div>
            <Group gap={8} align="baseline">
              <span className={classes.price}>{PLAN.price}</span>
              <Text fw={700} fz="lg">
                {PLAN.currency}
              </Text>
              <Text c="gray.7">{PLAN.period}</Text>
            </Group>
            <Text mt="xs" c="teal.9" fw={600}>
              Join through our promoter&apos;s team and get {PLAN.bonusMonths} extra months free — {PLAN.totalMonths} months in total.
            </Text>
          </div>
          <CheckList items={INCLUDED} />
          <Button
            type="button"
            size="lg"
            radius="xl"
            color="teal.9"
            fullWidth
            onPointerEnter={paymentDialog.preload}
            onFocus={paymentDialog.preload}
            onClick={() => {
              setDialogUsed(true);
              setOpened(true);
            }}
          >
            Buy Now
          </Button>
        </Stack>
      </Card>

      {dialogUsed && (
        <Suspense fallback={null}>
          <paymentDialog.Component
            opened={opened}
            onClose={() => {
              setOpened(false);
            }}
          />
        </Suspense>
      )}
    </Section>
  );
}

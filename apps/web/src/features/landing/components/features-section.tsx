import { Card, SimpleGrid, ThemeIcon, Text, Title } from '@mantine/core';
import type { ComponentType } from 'react';
import { FEATURES, type FeatureIcon } from '@/features/landing/content';
import { IconBolt, IconBook, IconDevices, IconLayout, IconMagnet, IconPalette, IconPencil, IconWorldPrice } from './icons';
import classes from './landing.module.css';
import { Section } from './section';

const ICONS: Record<FeatureIcon, ComponentType<{ size?: number }>> = {
  bolt: IconBolt,
  world: IconWorldPrice,
  palette: IconPalette,
  devices: IconDevices,
  magnet: IconMagnet,
  pencil: IconPencil,
  book: IconBook,
  layout: IconLayout,
};

export function FeaturesSection() {
  return (
    <Section
      id="features"
      eyebrow="Features"
      title="Everything you need to sell online"
      lead="One subscription gives you a complete, professional distributor website and the tools to grow with it."
    >
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="lg">
        {FEATURES.map((feature) => {
          const Icon = ICONS[feature.icon];
          return (
            <Card key={feature.title} withBorder radius="md" padding="lg" className={classes.card}>
              <ThemeIcon size={48} radius="md" variant="light" color="teal" mb="md" aria-hidden>
                <Icon size={26} />
              </ThemeIcon>
              <Title order={3} fz="lg" mb={6}>
                {feature.title}
              </Title>
              <Text c="gray.7" size="sm" lh={1.6}>
                {feature.text}
              </Text>
            </Card>
          );
        })}
      </SimpleGrid>
    </Section>
  );
}

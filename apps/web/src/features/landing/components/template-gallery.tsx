import { Button, Card, Center, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { SyntheticEvent } from 'react';
import { Link } from 'react-router-dom';
import {
  descriptionOf,
  imageOf,
  nameOf,
  NO_ROUTE,
  previewTargetOf,
  TEMPLATE_PLACEHOLDER_IMAGE,
  templatesErrorMessage,
  templatesQuery,
  type TemplateSummary,
} from '@/features/landing/api/templates';
import classes from './landing.module.css';
import { Section } from './section';

/** A broken image falls back to the placeholder once (never loops). */
function showPlaceholder(event: SyntheticEvent<HTMLImageElement>) {
  const image = event.currentTarget;
  if (image.dataset.fallback === 'true') return;
  image.dataset.fallback = 'true';
  image.src = TEMPLATE_PLACEHOLDER_IMAGE;
}

function TemplateCard({ template, index }: { template: TemplateSummary; index: number }) {
  const name = nameOf(template, index);
  const target = previewTargetOf(template);
  return (
    <Card withBorder radius="md" padding={0} className={classes.card} component="article">
      <img
        src={imageOf(template)}
        alt={`Preview of the ${name} design`}
        width={400}
        height={250}
        loading="lazy"
        className={classes.templateImage}
        onError={showPlaceholder}
      />
      <Stack gap="sm" p="lg" style={{ flex: 1 }}>
        <Title order={3} fz="lg">
          {name}
        </Title>
        <Text c="gray.7" size="sm" style={{ flex: 1 }}>
          {descriptionOf(template)}
        </Text>
        {target?.kind === 'internal' && (
          <Button component={Link} to={target.to} variant="light" color="teal.9" radius="xl" aria-label={`Preview ${name}`}>
            Preview
          </Button>
        )}
        {target?.kind === 'external' && (
          <Button component="a" href={target.href} variant="light" color="teal.9" radius="xl" aria-label={`Preview ${name}`}>
            Preview
          </Button>
        )}
        {!target && (
          <Text size="sm" c="red.8">
            {NO_ROUTE}
          </Text>
        )}
      </Stack>
    </Card>
  );
}

export type GalleryState =
  { status: 'pending' } | { status: 'error'; error: unknown } | { status: 'success'; templates: TemplateSummary[] };

/** The gallery's body for each query state (texts: docs/product.md#template-gallery). */
export function TemplateGalleryContent({ state }: { state: GalleryState }) {
  if (state.status === 'pending') {
    return (
      <Center py="xl" role="status">
        <Stack align="center" gap="xs">
          <Loader aria-hidden />
          <Text c="gray.7">Loading templates...</Text>
        </Stack>
      </Center>
    );
  }
  if (state.status === 'error') {
    return (
      <div role="alert" className={classes.errorBox} style={{ maxWidth: 640, marginInline: 'auto' }}>
        Error: {templatesErrorMessage(state.error)}
      </div>
    );
  }
  if (state.templates.length === 0) {
    return (
      <Text ta="center" c="gray.7" py="xl">
        No templates available
      </Text>
    );
  }
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
      {state.templates.map((template, index) => (
        <TemplateCard key={`${String(template.id ?? 'x')}-${String(index)}`} template={template} index={index} />
      ))}
    </SimpleGrid>
  );
}

export function TemplateGallerySection() {
  const query = useQuery(templatesQuery());
  const state: GalleryState =
    query.status === 'success'
      ? { status: 'success', templates: query.data }
      : query.status === 'error'
        ? { status: 'error', error: query.error }
        : { status: 'pending' };
  return (
    <Section
      id="templates"
      eyebrow="Templates"
      title="Pick a design you love"
      lead="Every template is mobile responsive and comes with your products, blog and lead capture built in. Preview one to see it with demo content."
    >
      <div aria-live="polite" aria-busy={state.status === 'pending'}>
        <TemplateGalleryContent state={state} />
      </div>
    </Section>
  );
}

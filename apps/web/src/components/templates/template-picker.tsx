import { Anchor, Badge, Button, Card, Group, Image, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { QueryState } from '@/components/ui/query-state';
import { typedApi } from '@/lib/api/typed-client';
import { SUPPORTED_TEMPLATE_IDS, previewUrl } from './template-choice';

interface TemplatePickerProps {
  /** The saved template id (may be an old unsupported one: then no card is "Current"). */
  current: number;
  /** The distributor's storefront, e.g. `http://jane.localhost:3000/`: previews open it in each template. */
  siteUrl: string;
  onChoose(templateId: number): void;
  /** The id being saved, if any. */
  saving: number | null;
  /** The button of the current template: "In use" where choosing saves at once, "Selected" in a form. */
  chosenLabel?: string;
}

/**
 * The storefront templates (GET /templates) as cards: "Preview" opens the distributor's own site, with
 * their content, in that template without saving; "Use this template" saves it. Used by the back office's
 * settings and the admin's website setup wizard.
 */
export function TemplatePicker({ current, siteUrl, onChoose, saving, chosenLabel = 'In use' }: TemplatePickerProps) {
  const templates = useQuery({
    queryKey: ['templates'],
    queryFn: ({ signal }) => typedApi.get('/templates', { signal }),
    staleTime: 5 * 60_000,
  });
  return (
    <QueryState query={templates}>
      {(list) => (
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          {(list ?? [])
            .filter((template) => SUPPORTED_TEMPLATE_IDS.includes(template.id))
            .map((template) => {
              const isCurrent = template.id === current;
              return (
                <Card key={template.id} withBorder radius="md" padding="sm" component="article" aria-label={template.name}>
                  <Card.Section>
                    <Image
                      src={template.image ?? '/landing/template-placeholder.svg'}
                      alt={`The ${template.name} design`}
                      h={120}
                      fit="cover"
                    />
                  </Card.Section>
                  <Stack gap={6} mt="sm">
                    <Group justify="space-between" gap="xs" wrap="nowrap">
                      <Title order={3} fz="sm">
                        {template.name}
                      </Title>
                      {isCurrent && (
                        <Badge color="teal" variant="light">
                          {chosenLabel}
                        </Badge>
                      )}
                    </Group>
                    {template.description && (
                      <Text size="xs" c="dimmed" lineClamp={3}>
                        {template.description}
                      </Text>
                    )}
                    <Group gap="xs" justify="space-between" mt={4}>
                      <Anchor
                        href={previewUrl(siteUrl, template.id)}
                        target="_blank"
                        rel="noopener noreferrer"
                        size="sm"
                        aria-label={`Preview ${template.name} with my content`}
                      >
                        Preview
                      </Anchor>
                      <Button
                        size="xs"
                        variant={isCurrent ? 'default' : 'filled'}
                        disabled={isCurrent || (saving !== null && saving !== template.id)}
                        loading={saving === template.id}
                        onClick={() => {
                          onChoose(template.id);
                        }}
                        // The name starts with the words shown (WCAG 2.5.3, label in name) and names the template.
                        aria-label={isCurrent ? `${template.name}: ${chosenLabel}` : `Use this template: use ${template.name}`}
                      >
                        {isCurrent ? chosenLabel : 'Use this template'}
                      </Button>
                    </Group>
                  </Stack>
                </Card>
              );
            })}
        </SimpleGrid>
      )}
    </QueryState>
  );
}

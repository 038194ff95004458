import { Anchor, Badge, Card, Group, Image, SimpleGrid, Stack, Text, Title, Typography } from '@mantine/core';
import { EmptyList, QueryState } from '@/features/backoffice/components/query-state';
import { ListSkeleton } from '@/components/ui/query-state';
import { Screen } from '@/features/backoffice/components/screen';
import { datePart } from '@/features/backoffice/lib/format';
import { useTrainingFeed, type Training } from '@/features/backoffice/training/api/training';

function TrainingCard({ training }: { training: Training }) {
  return (
    <Card withBorder radius="md" padding="md">
      {training.image && (
        <Card.Section mb="sm">
          <Image src={training.image} alt="" h={140} fit="cover" />
        </Card.Section>
      )}
      <Stack gap={6}>
        <Title order={3} size="h5">
          {training.title}
        </Title>
        {training.description && (
          <Text size="sm" c="dimmed">
            {training.description}
          </Text>
        )}
        {training.content && (
          // Rich text from the admins' editor, sanitised by the API (the same rules as blog posts).
          <Typography fz="sm">
            <div dangerouslySetInnerHTML={{ __html: training.content }} />
          </Typography>
        )}
        <Group gap="sm" mt={4}>
          {training.video_url && (
            <Anchor href={training.video_url} target="_blank" rel="noopener noreferrer" size="sm">
              Watch video
            </Anchor>
          )}
          {training.file && (
            <Anchor href={training.file} target="_blank" rel="noopener noreferrer" size="sm">
              Open file
            </Anchor>
          )}
          {training.created_at && (
            <Text size="xs" c="dimmed" ml="auto">
              {datePart(training.created_at)}
            </Text>
          )}
        </Group>
      </Stack>
    </Card>
  );
}

export function TrainingRoute() {
  const feed = useTrainingFeed();
  return (
    <Screen title="Training" description="Videos and documents from the platform team to help you grow." maw={1200}>
      <QueryState query={feed} loading={<ListSkeleton rows={6} />}>
        {({ groups }) =>
          groups.length === 0 ? (
            <EmptyList>No training material yet.</EmptyList>
          ) : (
            <Stack gap="xl">
              {groups.map((group) => (
                <Stack key={group.id ?? 'other'} gap="sm" component="section" aria-label={group.name}>
                  <Group gap="xs">
                    <Title order={2} size="h4">
                      {group.name}
                    </Title>
                    <Badge variant="light">{group.trainings.length}</Badge>
                  </Group>
                  <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
                    {group.trainings.map((training) => (
                      <TrainingCard key={training.id} training={training} />
                    ))}
                  </SimpleGrid>
                </Stack>
              ))}
            </Stack>
          )
        }
      </QueryState>
    </Screen>
  );
}

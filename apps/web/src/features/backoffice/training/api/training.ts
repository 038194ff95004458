import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  optionalId,
  tenantPath,
  tenantQueryKey,
  unwrapList,
  useTenantId,
} from '@/features/backoffice/api/tenant-resource';
import { isRecord, type Row } from '@/lib/records';
import { safeHref } from '@/lib/safe-href';
import { api } from '@/lib/api-client';

export interface Training {
  id: string;
  title: string;
  description: string | null;
  content: string | null;
  video_url: string | null;
  file: string | null;
  image: string | null;
  category_id: string | null;
  category_name: string | null;
  created_at: string | null;
}

export interface TrainingGroup {
  id: string | null;
  name: string;
  trainings: Training[];
}

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

export function normalizeTraining(row: Row): Training {
  return {
    id: String(row.id),
    title: text(row.title) ?? 'Untitled',
    description: text(row.description),
    content: text(row.content),
    video_url: safeHref(row.video_url),
    file: safeHref(row.file),
    image: safeHref(row.image),
    category_id: optionalId(row.category_id),
    category_name: text(row.category_name),
    created_at: text(row.created_at),
  };
}

export const UNCATEGORISED = 'Other';

/**
 * Trainings grouped by category in the categories' order; trainings whose category is gone (spec §4:
 * deleting a category sets it to none) or unknown come last under "Other". Empty categories are left out.
 */
export function groupTrainings(trainings: readonly Training[], categories: readonly { id: string; name: string }[]): TrainingGroup[] {
  const groups: TrainingGroup[] = categories.map((category) => ({ id: category.id, name: category.name, trainings: [] }));
  const other: TrainingGroup = { id: null, name: UNCATEGORISED, trainings: [] };
  for (const training of trainings) {
    if (training.category_id) {
      let group = groups.find((candidate) => candidate.id === training.category_id);
      if (!group && training.category_name) {
        // A category the list did not include: group by the name the training carries.
        group = { id: training.category_id, name: training.category_name, trainings: [] };
        groups.push(group);
      }
      if (group) {
        group.trainings.push(training);
        continue;
      }
    }
    other.trainings.push(training);
  }
  return [...groups, other].filter((group) => group.trainings.length > 0);
}

export interface TrainingFeed {
  trainings: Training[];
  groups: TrainingGroup[];
}

export function normalizeTrainingFeed(answer: unknown): TrainingFeed {
  const trainings = unwrapList<Row>(answer, ['trainings']).filter(isRecord).map(normalizeTraining);
  const categories = (isRecord(answer) ? unwrapList<Row>(answer.categories) : [])
    .filter(isRecord)
    .map((row) => ({ id: String(row.id), name: typeof row.name === 'string' ? row.name : 'Untitled category' }));
  return { trainings, groups: groupTrainings(trainings, categories) };
}

export const trainingQueryOptions = (tenantId: string) =>
  queryOptions({
    queryKey: tenantQueryKey(tenantId, 'training'),
    queryFn: async ({ signal }) => normalizeTrainingFeed(await api.get<unknown>(tenantPath(tenantId, 'training'), { signal })),
    staleTime: 5 * 60_000,
  });

export function useTrainingFeed() {
  return useQuery(trainingQueryOptions(useTenantId()));
}

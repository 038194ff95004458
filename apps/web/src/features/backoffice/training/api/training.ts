import { queryOptions, useQuery } from '@tanstack/react-query';
import { tenantQueryKey, useTenantId } from '@/features/backoffice/api/tenant-resource';
import { typedApi, type Schema } from '@/lib/api/typed-client';
import { safeHref } from '@/lib/safe-href';

/** A published training; its links are safe to put in href/src (http(s) or a same-site path, else null). */
export type Training = Schema<'FeedTrainingView'>;

interface TrainingGroup {
  id: string | null;
  name: string;
  trainings: Training[];
}

export const UNCATEGORISED = 'Other';

/**
 * Trainings grouped by category in the categories' order; trainings whose category is gone (docs/product.md#states:
 * deleting a category sets it to none) or unknown come last under "Other". Empty categories are left out.
 */
function groupTrainings(trainings: readonly Training[], categories: readonly { id: string; name: string }[]): TrainingGroup[] {
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

/** Links an admin typed are only followed when safe (no javascript:/data: URLs). */
const withSafeLinks = (training: Training): Training => ({
  ...training,
  video_url: safeHref(training.video_url),
  file: safeHref(training.file),
  image: safeHref(training.image),
});

/** GET /tenants/{tenantId}/training → the trainings, and the same grouped by category. */
export function trainingFeedOf(answer: Schema<'TrainingFeedAnswer'>): TrainingFeed {
  const trainings = answer.trainings.map(withSafeLinks);
  return { trainings, groups: groupTrainings(trainings, answer.categories) };
}

const trainingQueryOptions = (tenantId: string) =>
  queryOptions({
    queryKey: tenantQueryKey(tenantId, 'training'),
    queryFn: async ({ signal }) => trainingFeedOf(await typedApi.get('/tenants/{tenantId}/training', { path: { tenantId }, signal })),
    staleTime: 5 * 60_000,
  });

export function useTrainingFeed() {
  return useQuery(trainingQueryOptions(useTenantId()));
}

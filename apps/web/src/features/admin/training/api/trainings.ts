import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from '@/features/admin/lib/query-keys';
import { toMultipart } from '@/features/admin/lib/multipart';
import type { FileValue } from '@/lib/files';
import { typedApi, type Schema } from '@/lib/api/typed-client';

/** A training (docs/product.md#data: id, category_id, category_name) with the fields of docs/admin-api.md. */
export type Training = Schema<'TrainingView'>;

export interface TrainingValues {
  title: string;
  description: string;
  content: string;
  video_url: string;
  /** '' = no category. */
  category_id: string;
  is_published: boolean;
  image: FileValue;
  file: FileValue;
}

const TRAINING_FILE_FIELDS = ['image', 'file'] as const;

export function toTrainingValues(training: Training | null): TrainingValues {
  return {
    title: training?.title ?? '',
    description: training?.description ?? '',
    content: training?.content ?? '',
    video_url: training?.video_url ?? '',
    category_id: training?.category_id ?? '',
    is_published: training?.is_published ?? true,
    image: training?.image ?? null,
    file: training?.file ?? null,
  };
}

/** Multipart body: text fields always, files only when picked (or "" when removed). */
export function trainingBody(values: TrainingValues, initial: TrainingValues): FormData {
  return toMultipart({ ...values }, { fileFields: TRAINING_FILE_FIELDS, initial: { ...initial } });
}

async function getTrainings(signal?: AbortSignal): Promise<Training[]> {
  return (await typedApi.get('/admin/training', { signal })).trainings;
}

const trainingsQuery = () => queryOptions({ queryKey: adminKeys.trainings, queryFn: ({ signal }) => getTrainings(signal) });

export const useTrainings = () => useQuery(trainingsQuery());

/** POST /admin/training (multipart) → the server's message. */
async function createTraining(body: FormData): Promise<string> {
  return (await typedApi.post('/admin/training', { body })).message;
}

async function updateTraining({ id, body }: { id: string; body: FormData }): Promise<string> {
  return (await typedApi.put('/admin/training/{id}', { path: { id }, body })).message;
}

async function deleteTraining(id: string): Promise<string> {
  return (await typedApi.delete('/admin/training/{id}', { path: { id } })).message;
}

/** Training writes change the list and each category's training count. */
export function useTrainingMutations() {
  const client = useQueryClient();
  const onSuccess = () => {
    void client.invalidateQueries({ queryKey: adminKeys.trainings });
    void client.invalidateQueries({ queryKey: adminKeys.trainingCategories });
  };
  return {
    create: useMutation({ mutationFn: createTraining, onSuccess }),
    update: useMutation({ mutationFn: updateTraining, onSuccess }),
    remove: useMutation({ mutationFn: deleteTraining, onSuccess }),
  };
}

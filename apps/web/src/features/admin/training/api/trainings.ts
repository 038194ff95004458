import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from '@/features/admin/lib/query-keys';
import { answerMessage, idOf, listFrom, text } from '@/features/admin/lib/data';
import { boolValue, type Row } from '@/lib/records';
import { toMultipart } from '@/features/admin/lib/multipart';
import type { FileValue } from '@/lib/files';
import { api } from '@/lib/api-client';

/** Spec §3 Training (id, category_id, category_name) with the fields of docs/admin-api.md. */
export interface Training {
  id: string;
  title: string;
  description: string | null;
  content: string | null;
  video_url: string | null;
  image: string | null;
  file: string | null;
  is_published: boolean;
  category_id: string | null;
  category_name: string | null;
  created_at: string | null;
}

export function toTraining(raw: Row): Training {
  return {
    id: idOf(raw.id),
    title: text(raw.title) ?? '',
    description: text(raw.description),
    content: text(raw.content),
    video_url: text(raw.video_url),
    image: text(raw.image),
    file: text(raw.file),
    is_published: boolValue(raw.is_published ?? raw.published, true),
    category_id: text(raw.category_id),
    category_name: text(raw.category_name),
    created_at: text(raw.created_at),
  };
}

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

export const TRAINING_FILE_FIELDS = ['image', 'file'] as const;

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

const base = '/admin/training';
const one = (id: string) => `${base}/${encodeURIComponent(id)}`;

export async function getTrainings(signal?: AbortSignal): Promise<Training[]> {
  return listFrom(await api.get<unknown>(base, { signal }), 'trainings').map(toTraining);
}

export const trainingsQuery = () =>
  queryOptions({ queryKey: adminKeys.trainings, queryFn: ({ signal }) => getTrainings(signal) });

export const useTrainings = () => useQuery(trainingsQuery());

export async function createTraining(body: FormData): Promise<string> {
  return answerMessage(await api.post<unknown>(base, body), 'Training created');
}

export async function updateTraining({ id, body }: { id: string; body: FormData }): Promise<string> {
  return answerMessage(await api.put<unknown>(one(id), body), 'Training updated');
}

export async function deleteTraining(id: string): Promise<string> {
  return answerMessage(await api.delete<unknown>(one(id)), 'Training deleted');
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

import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from '@/features/admin/lib/query-keys';
import { answerMessage, idOf, listFrom, num, text } from '@/features/admin/lib/data';
import { isRecord, type Row } from '@/lib/records';
import { api } from '@/lib/api-client';

export interface TrainingCategory {
  id: string;
  name: string;
  description: string | null;
  training_count: number | null;
}

export function toCategory(raw: Row): TrainingCategory {
  return {
    id: idOf(raw.id),
    name: text(raw.name) ?? '',
    description: text(raw.description),
    training_count: raw.training_count === undefined ? null : num(raw.training_count),
  };
}

export interface CategoryInput {
  name: string;
  description: string;
}

const base = '/admin/training/categories';
const one = (id: string) => `${base}/${encodeURIComponent(id)}`;

export async function getCategories(signal?: AbortSignal): Promise<TrainingCategory[]> {
  return listFrom(await api.get<unknown>(base, { signal }), 'categories').map(toCategory);
}

export const categoriesQuery = () =>
  queryOptions({ queryKey: adminKeys.trainingCategories, queryFn: ({ signal }) => getCategories(signal) });

export const useTrainingCategories = () => useQuery(categoriesQuery());

const body = (input: CategoryInput) => ({ name: input.name.trim(), description: input.description.trim() });

export async function createCategory(input: CategoryInput): Promise<string> {
  return answerMessage(await api.post<unknown>(base, body(input)), 'Category created');
}

export async function updateCategory({ id, input }: { id: string; input: CategoryInput }): Promise<string> {
  return answerMessage(await api.put<unknown>(one(id), body(input)), 'Category updated');
}

/** Spec §4: deleting a category sets its trainings' category to none. */
export async function deleteCategory(id: string): Promise<{ message: string; uncategorised: number | null }> {
  const answer = await api.delete<unknown>(one(id));
  return {
    message: answerMessage(answer, 'Category deleted'),
    uncategorised: isRecord(answer) && answer.trainings_uncategorised !== undefined ? num(answer.trainings_uncategorised) : null,
  };
}

/** Category writes change the category list and the category names shown on trainings. */
export function useCategoryMutations() {
  const client = useQueryClient();
  const onSuccess = () => {
    void client.invalidateQueries({ queryKey: adminKeys.trainingCategories });
    void client.invalidateQueries({ queryKey: adminKeys.trainings });
  };
  return {
    create: useMutation({ mutationFn: createCategory, onSuccess }),
    update: useMutation({ mutationFn: updateCategory, onSuccess }),
    remove: useMutation({ mutationFn: deleteCategory, onSuccess }),
  };
}

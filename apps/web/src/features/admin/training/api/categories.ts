import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from '@/features/admin/lib/query-keys';
import { typedApi, type Schema } from '@/lib/api/typed-client';

/** A training category with how many trainings it holds. */
export type TrainingCategory = Schema<'TrainingCategoryView'>;

export interface CategoryInput {
  name: string;
  description: string;
}

async function getCategories(signal?: AbortSignal): Promise<TrainingCategory[]> {
  return (await typedApi.get('/admin/training/categories', { signal })).categories;
}

const categoriesQuery = () => queryOptions({ queryKey: adminKeys.trainingCategories, queryFn: ({ signal }) => getCategories(signal) });

export const useTrainingCategories = () => useQuery(categoriesQuery());

const body = (input: CategoryInput) => ({ name: input.name.trim(), description: input.description.trim() });

/** POST /admin/training/categories → the server's message. */
async function createCategory(input: CategoryInput): Promise<string> {
  return (await typedApi.post('/admin/training/categories', { body: body(input) })).message;
}

async function updateCategory({ id, input }: { id: string; input: CategoryInput }): Promise<string> {
  return (await typedApi.put('/admin/training/categories/{id}', { path: { id }, body: body(input) })).message;
}

/** docs/product.md#states: deleting a category sets its trainings' category to none; the answer says how many. */
export async function deleteCategory(id: string): Promise<{ message: string; uncategorised: number }> {
  const answer = await typedApi.delete('/admin/training/categories/{id}', { path: { id } });
  return { message: answer.message, uncategorised: answer.trainings_uncategorised };
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

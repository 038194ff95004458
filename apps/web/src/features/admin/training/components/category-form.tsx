import { Stack, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useCategoryMutations, type CategoryInput, type TrainingCategory } from '@/features/admin/training/api/categories';
import { FormActions, FormFailure, splitSaveError } from '@/features/admin/components/crud';
import { notifySuccess } from '@/lib/notify';

/** Add or edit a training category (name, description). */
export function CategoryForm({ category, onDone }: { category: TrainingCategory | null; onDone: () => void }) {
  const { create, update } = useCategoryMutations();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<CategoryInput>({
    mode: 'controlled',
    initialValues: { name: category?.name ?? '', description: category?.description ?? '' },
    validate: { name: (value) => (value.trim() === '' ? 'Name is required' : null) },
  });

  const submit = form.onSubmit((values) => {
    setFailure(null);
    const options = {
      onSuccess: (message: string) => {
        notifySuccess(message);
        onDone();
      },
      onError: (error: Error) => {
        const { fields, message } = splitSaveError(error, ['name', 'description'], 'Could not save the category');
        form.setErrors(fields);
        setFailure(message);
      },
    };
    if (category) update.mutate({ id: category.id, input: values }, options);
    else create.mutate(values, options);
  });

  return (
    <form onSubmit={submit} noValidate aria-label={category ? 'Edit category' : 'Add category'}>
      <Stack gap="md">
        <TextInput label="Name" withAsterisk maxLength={100} {...form.getInputProps('name')} />
        <Textarea label="Description" autosize minRows={2} {...form.getInputProps('description')} />
        <FormFailure message={failure} />
        <FormActions
          submitLabel={category ? 'Save changes' : 'Add category'}
          loading={create.isPending || update.isPending}
          onCancel={onDone}
        />
      </Stack>
    </form>
  );
}

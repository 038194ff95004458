import { Select, SimpleGrid, Stack, Switch, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import type { TrainingCategory } from '@/features/admin/training/api/categories';
import {
  toTrainingValues,
  trainingBody,
  useTrainingMutations,
  type Training,
  type TrainingValues,
} from '@/features/admin/training/api/trainings';
import { FormActions, FormFailure, splitSaveError } from '@/features/admin/components/crud';
import { FileField } from '@/components/ui/file-field';
import { notifySuccess } from '@/lib/notify';

const FIELDS = ['title', 'description', 'content', 'video_url', 'category_id', 'is_published', 'image', 'file'];

const validUrl = (value: string) =>
  value.trim() === '' || /^https?:\/\/\S+$/i.test(value.trim()) ? null : 'Enter a link starting with http:// or https://';

interface TrainingFormProps {
  training: Training | null;
  categories: readonly TrainingCategory[];
  onDone: () => void;
}

/** Add or edit one training: text, optional video link, category, published flag, image and file uploads. */
export function TrainingForm({ training, categories, onDone }: TrainingFormProps) {
  const { create, update } = useTrainingMutations();
  const [initial] = useState(() => toTrainingValues(training));
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<TrainingValues>({
    mode: 'controlled',
    initialValues: initial,
    validate: {
      title: (value) => (value.trim() === '' ? 'Title is required' : null),
      video_url: validUrl,
    },
  });
  const pending = create.isPending || update.isPending;

  const submit = form.onSubmit((values) => {
    setFailure(null);
    const body = trainingBody(values, initial);
    const options = {
      onSuccess: (message: string) => {
        notifySuccess(message);
        onDone();
      },
      onError: (error: Error) => {
        const { fields, message } = splitSaveError(error, FIELDS, 'Could not save the training');
        form.setErrors(fields);
        setFailure(message);
      },
    };
    if (training) update.mutate({ id: training.id, body }, options);
    else create.mutate(body, options);
  });

  return (
    <form onSubmit={submit} noValidate aria-label={training ? 'Edit training' : 'Add training'}>
      <Stack gap="md">
        <TextInput label="Title" withAsterisk maxLength={200} {...form.getInputProps('title')} />
        <Textarea label="Description" autosize minRows={2} maxLength={2000} {...form.getInputProps('description')} />
        <Textarea
          label="Content"
          description="Text or simple HTML (paragraphs, headings, lists, links)."
          autosize
          minRows={5}
          {...form.getInputProps('content')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="Video URL" type="url" placeholder="https://" {...form.getInputProps('video_url')} />
          <Select
            label="Category"
            placeholder="No category"
            clearable
            data={categories.map((category) => ({ value: category.id, label: category.name }))}
            value={form.getValues().category_id || null}
            onChange={(value) => {
              form.setFieldValue('category_id', value ?? '');
            }}
            error={form.errors.category_id}
          />
        </SimpleGrid>
        <Switch
          label="Published"
          description="Published trainings appear in every distributor's training feed."
          {...form.getInputProps('is_published', { type: 'checkbox' })}
        />
        <FileField
          label="Image"
          value={form.getValues().image}
          onChange={(value) => {
            form.setFieldValue('image', value);
          }}
          error={typeof form.errors.image === 'string' ? form.errors.image : null}
        />
        <FileField
          label="File"
          kind="document"
          description="A PDF, video or image distributors can open."
          value={form.getValues().file}
          onChange={(value) => {
            form.setFieldValue('file', value);
          }}
          error={typeof form.errors.file === 'string' ? form.errors.file : null}
        />
        <FormFailure message={failure} />
        <FormActions submitLabel={training ? 'Save changes' : 'Add training'} loading={pending} onCancel={onDone} />
      </Stack>
    </form>
  );
}

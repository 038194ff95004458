import { Anchor, Badge, Button, Group, Image, Select, Stack, Tabs, Text } from '@mantine/core';
import { useState } from 'react';
import { useCategoryMutations, useTrainingCategories, type TrainingCategory } from '@/features/admin/training/api/categories';
import { useTrainingMutations, useTrainings, type Training } from '@/features/admin/training/api/trainings';
import { CategoryForm } from '@/features/admin/training/components/category-form';
import { TrainingForm } from '@/features/admin/training/components/training-form';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FormDialog, useCrudState } from '@/features/admin/components/crud';
import { DataTable, Missing, type Column } from '@/features/admin/components/data-table';
import { QueryState } from '@/features/admin/components/query-state';
import { AdminScreen, Panel } from '@/features/admin/components/screen';
import { PageFooter, SearchBox, useSearchPage } from '@/features/admin/components/searchable-list';
import { NoMatches } from '@/components/ui/record-table';
import { formatDate } from '@/features/admin/lib/format';
import { matchesTerm } from '@/lib/search';
import { failureMessage } from '@/lib/form-errors';
import { notifyError, notifySuccess } from '@/lib/notify';

const UNCATEGORISED = '__none__';

function RowActions({ label, onEdit, onDelete }: { label: string; onEdit: () => void; onDelete: () => void }) {
  return (
    <Group gap="xs" wrap="nowrap" justify="flex-end">
      <Button size="xs" variant="light" aria-label={`Edit ${label}`} onClick={onEdit}>
        Edit
      </Button>
      <Button size="xs" variant="subtle" color="red" aria-label={`Delete ${label}`} onClick={onDelete}>
        Delete
      </Button>
    </Group>
  );
}

function TrainingsPanel({ categories }: { categories: readonly TrainingCategory[] }) {
  const query = useTrainings();
  const { remove } = useTrainingMutations();
  const crud = useCrudState<Training>();
  const [category, setCategory] = useState<string | null>(null);
  const trainings = (query.data ?? []).filter(
    (training) => category === null || (category === UNCATEGORISED ? training.category_id === null : training.category_id === category),
  );
  const { term, setTerm, page, setPage } = useSearchPage(trainings, (training, search) =>
    matchesTerm(search, training.title, training.description, training.category_name),
  );

  const columns: Column<Training>[] = [
    {
      key: 'image',
      header: 'Image',
      wide: true,
      cell: (training) => (training.image ? <Image src={training.image} alt="" h={40} w={64} fit="cover" radius="sm" /> : <Missing />),
    },
    {
      key: 'title',
      header: 'Title',
      cell: (training) => (
        <Stack gap={0}>
          <Text size="sm" fw={500}>
            {training.title}
          </Text>
          {training.video_url && (
            <Anchor href={training.video_url} target="_blank" rel="noopener noreferrer" size="xs">
              Video
            </Anchor>
          )}
        </Stack>
      ),
    },
    { key: 'category', header: 'Category', cell: (training) => training.category_name ?? <Missing>Uncategorised</Missing> },
    {
      key: 'published',
      header: 'Status',
      cell: (training) => (
        <Badge variant="light" color={training.is_published ? 'green' : 'gray'}>
          {training.is_published ? 'Published' : 'Draft'}
        </Badge>
      ),
    },
    { key: 'created', header: 'Created', wide: true, cell: (training) => formatDate(training.created_at) },
    {
      key: 'actions',
      header: 'Actions',
      cell: (training) => (
        <RowActions label={training.title} onEdit={() => crud.startEdit(training)} onDelete={() => crud.askDelete(training)} />
      ),
    },
  ];

  const confirmDelete = () => {
    if (!crud.deleting) return;
    remove.mutate(crud.deleting.id, {
      onSuccess: (message) => {
        notifySuccess(message);
        crud.cancelDelete();
      },
      onError: (error) => {
        notifyError(failureMessage(error, 'Could not delete the training'));
      },
    });
  };

  return (
    <Panel>
      <Group justify="space-between" align="flex-end" gap="sm">
        <Group gap="sm" align="flex-end">
          <SearchBox label="Search trainings" value={term} onChange={setTerm} placeholder="Title or description" />
          <Select
            label="Category"
            placeholder="All categories"
            clearable
            data={[{ value: UNCATEGORISED, label: 'Uncategorised' }, ...categories.map((item) => ({ value: item.id, label: item.name }))]}
            value={category}
            onChange={(value) => {
              setCategory(value);
              setPage(1);
            }}
            w={220}
          />
        </Group>
        <Button onClick={crud.startCreate}>Add training</Button>
      </Group>
      <QueryState query={query} errorTitle="Could not load the trainings">
        {() =>
          page.total === 0 ? (
            <NoMatches term={term}>No trainings yet.</NoMatches>
          ) : (
            <Stack gap="sm">
              <DataTable label="Trainings" rows={page.items} columns={columns} rowKey={(training) => training.id} />
              <PageFooter page={page} onChange={setPage} label="Trainings pages" />
            </Stack>
          )
        }
      </QueryState>
      <FormDialog opened={crud.editing !== null} title={crud.editingRow ? 'Edit training' : 'Add training'} onClose={crud.closeEditor}>
        {crud.editing && (
          <TrainingForm key={crud.editingRow?.id ?? 'new'} training={crud.editingRow} categories={categories} onDone={crud.closeEditor} />
        )}
      </FormDialog>
      <ConfirmDialog
        opened={crud.deleting !== null}
        title="Delete training"
        loading={remove.isPending}
        onClose={crud.cancelDelete}
        onConfirm={confirmDelete}
      >
        {crud.deleting ? `Delete “${crud.deleting.title}” and its files? This cannot be undone.` : null}
      </ConfirmDialog>
    </Panel>
  );
}

function CategoriesPanel({ categories }: { categories: readonly TrainingCategory[] }) {
  const { remove } = useCategoryMutations();
  const crud = useCrudState<TrainingCategory>();

  const columns: Column<TrainingCategory>[] = [
    { key: 'name', header: 'Name', cell: (category) => category.name },
    { key: 'description', header: 'Description', cell: (category) => category.description ?? <Missing /> },
    {
      key: 'count',
      header: 'Trainings',
      cell: (category) => (category.training_count === null ? <Missing /> : category.training_count),
    },
    {
      key: 'actions',
      header: 'Actions',
      cell: (category) => (
        <RowActions label={category.name} onEdit={() => crud.startEdit(category)} onDelete={() => crud.askDelete(category)} />
      ),
    },
  ];

  const confirmDelete = () => {
    if (!crud.deleting) return;
    remove.mutate(crud.deleting.id, {
      onSuccess: ({ message, uncategorised }) => {
        notifySuccess(uncategorised ? `${message}. ${uncategorised} training(s) are now uncategorised.` : message);
        crud.cancelDelete();
      },
      onError: (error) => {
        notifyError(failureMessage(error, 'Could not delete the category'));
      },
    });
  };

  const count = crud.deleting?.training_count;
  return (
    <Panel>
      <Group justify="flex-end">
        <Button onClick={crud.startCreate}>Add category</Button>
      </Group>
      <DataTable
        label="Training categories"
        rows={categories}
        columns={columns}
        rowKey={(category) => category.id}
        empty="No categories yet."
        minWidth={560}
      />
      <FormDialog opened={crud.editing !== null} title={crud.editingRow ? 'Edit category' : 'Add category'} onClose={crud.closeEditor}>
        {crud.editing && <CategoryForm key={crud.editingRow?.id ?? 'new'} category={crud.editingRow} onDone={crud.closeEditor} />}
      </FormDialog>
      <ConfirmDialog
        opened={crud.deleting !== null}
        title="Delete category"
        loading={remove.isPending}
        onClose={crud.cancelDelete}
        onConfirm={confirmDelete}
      >
        {crud.deleting && (
          <>
            Delete “{crud.deleting.name}”?{' '}
            {count
              ? `Its ${count} training${count === 1 ? '' : 's'} will be kept but become uncategorised.`
              : 'Any trainings in it will be kept but become uncategorised.'}
          </>
        )}
      </ConfirmDialog>
    </Panel>
  );
}

/** Managing training and its categories (docs/product.md#admin; /admin/training/manage). */
export function TrainingManageRoute() {
  const categories = useTrainingCategories();
  return (
    <AdminScreen title="Manage training" description="Trainings appear in every distributor's back office training feed.">
      <QueryState query={categories} errorTitle="Could not load the training categories">
        {(list) => (
          <Tabs defaultValue="trainings" keepMounted={false}>
            <Tabs.List mb="md">
              <Tabs.Tab value="trainings">Trainings</Tabs.Tab>
              <Tabs.Tab value="categories">Categories</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="trainings">
              <TrainingsPanel categories={list} />
            </Tabs.Panel>
            <Tabs.Panel value="categories">
              <CategoriesPanel categories={list} />
            </Tabs.Panel>
          </Tabs>
        )}
      </QueryState>
    </AdminScreen>
  );
}

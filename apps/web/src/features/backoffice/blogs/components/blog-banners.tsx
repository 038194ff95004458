import { Button, Group, Image, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { BANNER_FIELDS, bannerValues, bannersResource, type BlogBanner } from '@/features/backoffice/blogs/api/blogs';
import { useTenantList, useTenantListMutations } from '@/features/backoffice/api/tenant-resource';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useConfirmedAction } from '@/components/ui/use-confirmed-action';
import { fileFieldNames } from '@/features/backoffice/components/form-fields';
import { EmptyList, QueryState } from '@/features/backoffice/components/query-state';
import { ListSkeleton } from '@/components/ui/query-state';
import { ResourceForm } from '@/features/backoffice/components/resource-form';
import { buildRequestBody } from '@/features/backoffice/lib/form-values';

const FILE_FIELDS = fileFieldNames(BANNER_FIELDS);

function BannerCard({ banner, index, onEdit, onRemove }: { banner: BlogBanner; index: number; onEdit: () => void; onRemove: () => void }) {
  return (
    <Paper withBorder radius="md" p="sm">
      <Stack gap="xs">
        {banner.image && <Image src={banner.image} alt={banner.image_content ?? `Banner ${index + 1}`} h={140} fit="cover" radius="sm" />}
        <Text size="sm" lineClamp={3}>
          {banner.image_content || (
            <Text span c="dimmed" size="sm">
              No caption
            </Text>
          )}
        </Text>
        <Group gap="xs">
          <Button size="xs" variant="light" onClick={onEdit} aria-label={`Edit banner ${index + 1}`}>
            Edit
          </Button>
          <Button size="xs" variant="subtle" color="red" onClick={onRemove} aria-label={`Remove banner ${index + 1}`}>
            Remove
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** docs/product.md#states: banners are added, updated and removed within a blog. */
export function BlogBanners({ blogId }: { blogId: string }) {
  const resource = bannersResource(blogId);
  const banners = useTenantList(resource);
  const { create, update, remove } = useTenantListMutations(resource);
  const [editingId, setEditingId] = useState<string | null>(null);
  const removal = useConfirmedAction<BlogBanner>({
    run: (banner) => remove.mutateAsync(banner.id),
    success: 'Banner removed',
    failure: 'Could not remove the banner',
  });

  return (
    <Stack gap="md">
      <Title order={2} size="h4">
        Banners
      </Title>
      <QueryState query={banners} loading={<ListSkeleton rows={2} />}>
        {(rows) =>
          rows.length === 0 ? (
            <EmptyList>No banners yet. Banners are images with a caption shown inside the post.</EmptyList>
          ) : (
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
              {rows.map((banner, index) =>
                editingId === banner.id ? (
                  <Paper key={banner.id} withBorder radius="md" p="sm">
                    <ResourceForm
                      fields={BANNER_FIELDS}
                      initialValues={bannerValues(banner)}
                      submitLabel="Save banner"
                      successMessage="Banner updated"
                      errorFallback="Could not save the banner"
                      onCancel={() => {
                        setEditingId(null);
                      }}
                      onSubmit={(values, initial) =>
                        update.mutateAsync({
                          id: banner.id,
                          body: buildRequestBody(values, initial, { fileFields: FILE_FIELDS, changedOnly: true }),
                        })
                      }
                      onSaved={() => {
                        setEditingId(null);
                      }}
                    />
                  </Paper>
                ) : (
                  <BannerCard
                    key={banner.id}
                    banner={banner}
                    index={index}
                    onEdit={() => {
                      setEditingId(banner.id);
                    }}
                    onRemove={() => {
                      removal.ask(banner);
                    }}
                  />
                ),
              )}
            </SimpleGrid>
          )
        }
      </QueryState>

      <Paper withBorder radius="md" p="md" bg="gray.0">
        <Stack gap="sm">
          <Text fw={600} size="sm">
            Add a banner
          </Text>
          <ResourceForm
            fields={BANNER_FIELDS}
            initialValues={bannerValues(null)}
            submitLabel="Add banner"
            successMessage="Banner added"
            errorFallback="Could not add the banner"
            resetAfterSave
            onSubmit={(values, initial) =>
              create.mutateAsync(
                buildRequestBody({ ...values, sort_order: banners.data?.length ?? 0 }, initial, { fileFields: FILE_FIELDS }),
              )
            }
          />
        </Stack>
      </Paper>

      <ConfirmDialog {...removal.dialog} title="Remove banner" confirmLabel="Remove">
        Remove this banner from the post?
      </ConfirmDialog>
    </Stack>
  );
}

import { Anchor, Badge, Button, Group, Text } from '@mantine/core';
import { Link, useSearchParams } from 'react-router-dom';
import { useTenantList, useTenantListMutations, useTenantSingleton } from '@/features/backoffice/api/tenant-resource';
import { BLOG_FIELDS, blogResource, blogValues, blogsResource, type Blog } from '@/features/backoffice/blogs/api/blogs';
import { BlogBanners } from '@/features/backoffice/blogs/components/blog-banners';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useConfirmedAction } from '@/components/ui/use-confirmed-action';
import { fileFieldNames } from '@/features/backoffice/components/form-fields';
import { FormSkeleton, QueryState } from '@/features/backoffice/components/query-state';
import { ListSkeleton } from '@/components/ui/query-state';
import { ResourceForm } from '@/features/backoffice/components/resource-form';
import { ResourceTable } from '@/features/backoffice/components/resource-table';
import { Screen } from '@/features/backoffice/components/screen';
import { Panel } from '@/components/ui/screen';
import { Thumbnail } from '@/features/backoffice/components/thumbnail';
import { datePart } from '@/features/backoffice/lib/format';
import { buildRequestBody } from '@/features/backoffice/lib/form-values';
import { paths, toBackoffice } from '@/lib/paths';

const FILE_FIELDS = fileFieldNames(BLOG_FIELDS);
const BLOGS_PATH = toBackoffice(paths.backoffice.blogs);
const NEW_BLOG = 'new';

function VisibilityBadge({ visible }: { visible: boolean }) {
  return (
    <Badge variant="light" color={visible ? 'green' : 'gray'}>
      {visible ? 'Visible' : 'Hidden'}
    </Badge>
  );
}

function BlogList() {
  const blogs = useTenantList(blogsResource);
  const { remove } = useTenantListMutations(blogsResource);
  const [, setSearchParams] = useSearchParams();
  const deletion = useConfirmedAction<Blog>({
    run: (blog) => remove.mutateAsync(blog.id),
    success: 'Blog post deleted',
    failure: 'Could not delete the blog post',
  });

  return (
    <Panel>
      <QueryState query={blogs} loading={<ListSkeleton />}>
        {(rows) => (
          <ResourceTable
            rows={rows}
            label="Blog posts"
            rowKey={(blog) => blog.id}
            searchText={(blog) => blog.title}
            empty="No blog posts yet."
            toolbar={
              <Button
                onClick={() => {
                  setSearchParams({ blog: NEW_BLOG });
                }}
              >
                New blog post
              </Button>
            }
            columns={[
              { key: 'image', header: 'Image', render: (blog) => <Thumbnail src={blog.image} alt={blog.title} /> },
              {
                key: 'title',
                header: 'Title',
                render: (blog) => (
                  <Anchor component={Link} to={`${BLOGS_PATH}?blog=${encodeURIComponent(blog.id)}`} fw={500}>
                    {blog.title}
                  </Anchor>
                ),
              },
              { key: 'is_visible', header: 'Visibility', render: (blog) => <VisibilityBadge visible={blog.is_visible} /> },
              { key: 'banners', header: 'Banners', wide: true, render: (blog) => blog.banners.length },
              { key: 'created_at', header: 'Created', render: (blog) => datePart(blog.created_at) || '—' },
            ]}
            actions={(blog) => (
              <>
                <Button
                  size="xs"
                  variant="light"
                  aria-label={`Edit ${blog.title}`}
                  onClick={() => {
                    setSearchParams({ blog: blog.id });
                  }}
                >
                  Edit
                </Button>
                <Button
                  size="xs"
                  variant="subtle"
                  color="red"
                  aria-label={`Delete ${blog.title}`}
                  onClick={() => {
                    deletion.ask(blog);
                  }}
                >
                  Delete
                </Button>
              </>
            )}
          />
        )}
      </QueryState>
      <ConfirmDialog {...deletion.dialog} title="Delete blog post">
        {deletion.target ? `Delete “${deletion.target.title}” and its banners? This cannot be undone.` : null}
      </ConfirmDialog>
    </Panel>
  );
}

function NewBlog() {
  const { create } = useTenantListMutations(blogsResource);
  const [, setSearchParams] = useSearchParams();
  return (
    <Panel title="New blog post">
      <ResourceForm
        fields={BLOG_FIELDS}
        initialValues={blogValues(null)}
        submitLabel="Publish blog post"
        successMessage="Blog post created"
        errorFallback="Could not create the blog post"
        onCancel={() => {
          setSearchParams({});
        }}
        cancelLabel="Back to the list"
        onSubmit={(values, initial) => create.mutateAsync(buildRequestBody(values, initial, { fileFields: FILE_FIELDS }))}
        onSaved={(blog) => {
          // Banners belong to a saved post: continue in its editor.
          setSearchParams({ blog: blog.id }, { replace: true });
        }}
      />
      <Text size="sm" c="dimmed">
        Banners can be added once the post is saved.
      </Text>
    </Panel>
  );
}

function EditBlog({ blogId }: { blogId: string }) {
  const blog = useTenantSingleton(blogResource(blogId));
  const { update } = useTenantListMutations(blogsResource);
  const [, setSearchParams] = useSearchParams();
  return (
    <>
      <Panel title="Edit blog post">
        <QueryState query={blog} loading={<FormSkeleton fields={4} />}>
          {(data) =>
            data ? (
              <ResourceForm
                fields={BLOG_FIELDS}
                initialValues={blogValues(data)}
                submitLabel="Save blog post"
                successMessage="Blog post saved"
                errorFallback="Could not save the blog post"
                cancelLabel="Back to the list"
                onCancel={() => {
                  setSearchParams({});
                }}
                onSubmit={(values, initial) =>
                  update.mutateAsync({
                    id: blogId,
                    body: buildRequestBody(values, initial, { fileFields: FILE_FIELDS, changedOnly: true }),
                  })
                }
              />
            ) : (
              <Text c="dimmed">This blog post no longer exists.</Text>
            )
          }
        </QueryState>
      </Panel>
      {blog.data && (
        <Panel>
          <BlogBanners blogId={blogId} />
        </Panel>
      )}
    </>
  );
}

/** /backoffice/blogs — the list, `?blog=new` a new post, `?blog={id}` a post's editor with its banners. */
export function BlogsRoute() {
  const [searchParams, setSearchParams] = useSearchParams();
  const selected = searchParams.get('blog');
  return (
    <Screen
      title="Blogs"
      description="Posts on your blog. Visible posts are listed on your site, newest first."
      sitePath="/blog"
      actions={
        selected ? (
          <Group>
            <Button
              variant="default"
              onClick={() => {
                setSearchParams({});
              }}
            >
              All posts
            </Button>
          </Group>
        ) : null
      }
    >
      {selected === NEW_BLOG ? <NewBlog /> : selected ? <EditBlog key={selected} blogId={selected} /> : <BlogList />}
    </Screen>
  );
}

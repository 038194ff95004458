import { defineResource, useResource } from '../lib/use-resource';
import { typedApi, type Schema } from '@/lib/api/typed-client';

export type BlogSummary = Schema<'BlogSummaryView'>;
/** One post; `content` is HTML sanitised on write by the server (docs/architecture.md "Content rules"). */
export type BlogPost = Schema<'PublicBlogView'>;

const blogsResource = () => defineResource('/site/blogs', () => typedApi.get('/site/blogs'));

const blogResource = (id: string) =>
  defineResource(`/site/blogs/${encodeURIComponent(id)}`, () => typedApi.get('/site/blogs/{id}', { path: { id } }));

export const useBlogs = () => useResource(blogsResource());
export const useBlogPost = (id: string) => useResource(blogResource(id));

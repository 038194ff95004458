import { defineResource, useResource } from '../lib/use-resource';
import { api } from '@/lib/api-client';
import { asList } from './lists';

export interface BlogSummary {
  id: string | number;
  title: string;
  excerpt?: string | null;
  image?: string | null;
  created_at?: string | null;
}

export interface BlogBanner {
  id: string | number;
  image?: string | null;
  image_content?: string | null;
}

export interface BlogPost extends BlogSummary {
  /** Sanitised on write by the server (design §7). */
  content?: string | null;
  banners?: BlogBanner[] | null;
}

export const blogsResource = () =>
  defineResource('/site/blogs', async () => asList<BlogSummary>(await api.get('/site/blogs')));

export const blogResource = (id: string) => {
  const path = `/site/blogs/${encodeURIComponent(id)}`;
  return defineResource(path, () => api.get<BlogPost>(path));
};

export const useBlogs = () => useResource(blogsResource());
export const useBlogPost = (id: string) => useResource(blogResource(id));

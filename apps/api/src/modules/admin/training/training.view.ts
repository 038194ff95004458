import type { Training, TrainingCategory } from '@ds/db';

export type TrainingWithCategory = Training & { category: TrainingCategory | null };

export interface TrainingView {
  id: string;
  title: string;
  description: string | null;
  content: string | null;
  video_url: string | null;
  file: string | null;
  image: string | null;
  is_published: boolean;
  category_id: string | null;
  category_name: string | null;
  created_at: Date;
  updated_at: Date;
}

export const toTrainingView = (t: TrainingWithCategory): TrainingView => ({
  id: t.id,
  title: t.title,
  description: t.description,
  content: t.content,
  video_url: t.video_url,
  file: t.file,
  image: t.image,
  is_published: t.is_published,
  category_id: t.category_id,
  category_name: t.category?.name ?? null,
  created_at: t.created_at,
  updated_at: t.updated_at,
});

export type CategoryWithCount = TrainingCategory & { _count: { trainings: number } };

export const toCategoryView = (c: CategoryWithCount) => ({
  id: c.id,
  name: c.name,
  description: c.description,
  sort_order: c.sort_order,
  training_count: c._count.trainings,
  created_at: c.created_at,
  updated_at: c.updated_at,
});

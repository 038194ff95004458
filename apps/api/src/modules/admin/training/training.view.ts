import type { Training, TrainingCategory } from '@ds/db';
import { Bool, DateTime, Id, Int, Nested, Text } from '../../../infra/http/answer-properties.js';

export type TrainingWithCategory = Training & { category: TrainingCategory | null };

/** A training as admins manage it. */
export class TrainingView {
  @Id() id!: string;
  @Text() title!: string;
  @Text({ nullable: true }) description!: string | null;
  @Text({ nullable: true, description: 'HTML' }) content!: string | null;
  @Text({ nullable: true }) video_url!: string | null;
  @Text({ nullable: true, description: 'URL of the attached file (`/uploads/...`)' }) file!: string | null;
  @Text({ nullable: true }) image!: string | null;
  @Bool() is_published!: boolean;
  @Id({ nullable: true }) category_id!: string | null;
  @Text({ nullable: true }) category_name!: string | null;
  @DateTime() created_at!: Date;
  @DateTime() updated_at!: Date;
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

export class TrainingCategoryView {
  @Id() id!: string;
  @Text() name!: string;
  @Text({ nullable: true }) description!: string | null;
  @Int() sort_order!: number;
  @Int() training_count!: number;
  @DateTime() created_at!: Date;
  @DateTime() updated_at!: Date;
}

export const toCategoryView = (c: CategoryWithCount): TrainingCategoryView => ({
  id: c.id,
  name: c.name,
  description: c.description,
  sort_order: c.sort_order,
  training_count: c._count.trainings,
  created_at: c.created_at,
  updated_at: c.updated_at,
});

export class TrainingCategoriesAnswer {
  @Nested(() => TrainingCategoryView, { list: true }) categories!: TrainingCategoryView[];
}

export class TrainingCategoryWrittenAnswer {
  @Text() message!: string;
  @Nested(() => TrainingCategoryView) category!: TrainingCategoryView;
}

export class TrainingCategoryDeletedAnswer {
  @Text() message!: string;
  @Int({ description: 'Trainings that had this category and now have none' }) trainings_uncategorised!: number;
}

export class TrainingsAnswer {
  @Nested(() => TrainingView, { list: true }) trainings!: TrainingView[];
}

export class TrainingWrittenAnswer {
  @Text() message!: string;
  @Nested(() => TrainingView) training!: TrainingView;
}

import { DateTime, Id, Nested, Text } from '../../infra/http/answer-properties.js';

/** A published training as distributors read it. */
export class FeedTrainingView {
  @Id() id!: string;
  @Text() title!: string;
  @Text({ nullable: true }) description!: string | null;
  @Text({ nullable: true, description: 'HTML' }) content!: string | null;
  @Text({ nullable: true }) video_url!: string | null;
  @Text({ nullable: true }) file!: string | null;
  @Text({ nullable: true }) image!: string | null;
  @Id({ nullable: true }) category_id!: string | null;
  @Text({ nullable: true }) category_name!: string | null;
  @DateTime() created_at!: Date;
}

export class FeedCategoryView {
  @Id() id!: string;
  @Text() name!: string;
}

/** `GET /tenants/:tenantId/training`: trainings newest first, categories in their order. */
export class TrainingFeedAnswer {
  @Nested(() => FeedTrainingView, { list: true }) trainings!: FeedTrainingView[];
  @Nested(() => FeedCategoryView, { list: true }) categories!: FeedCategoryView[];
}

import { Injectable } from '@nestjs/common';
import { Database } from '@ds/db';
import { sanitizeRichText } from '../content/rich-text.js';

/** Platform-wide training material (managed by admins), as distributors read it: published only. */
@Injectable()
export class TrainingFeedService {
  constructor(private readonly db: Database) {}

  async feed() {
    // Platform-wide on purpose: training is the same for every tenant.
    const [trainings, categories] = await Promise.all([
      this.db.platform.training.findMany({
        where: { is_published: true },
        include: { category: true },
        orderBy: [{ created_at: 'desc' }, { id: 'desc' }],
      }),
      this.db.platform.trainingCategory.findMany({ orderBy: [{ sort_order: 'asc' }, { name: 'asc' }] }),
    ]);
    return {
      trainings: trainings.map((t) => ({
        id: t.id,
        title: t.title,
        description: t.description,
        // Rendered as HTML by the back office: rows written before sanitising on write (or by a seed) are cleaned too.
        content: t.content === null ? null : sanitizeRichText(t.content),
        video_url: t.video_url,
        file: t.file,
        image: t.image,
        category_id: t.category_id,
        category_name: t.category?.name ?? null,
        created_at: t.created_at,
      })),
      categories: categories.map((c) => ({ id: c.id, name: c.name })),
    };
  }
}

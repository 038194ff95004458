import { Injectable } from '@nestjs/common';
import { Database } from '@ds/db';
import { notFound } from '../../../infra/http/api-error.js';
import type { CreateTrainingCategoryDto, UpdateTrainingCategoryDto } from './training.dto.js';
import { toCategoryView } from './training.view.js';

const NOT_FOUND = () => notFound('Training category not found', 'TRAINING_CATEGORY_NOT_FOUND');
const withCount = { _count: { select: { trainings: true } } } as const;
const isGone = (err: unknown) => (err as { code?: unknown } | null)?.code === 'P2025';

@Injectable()
export class TrainingCategoriesService {
  constructor(private readonly db: Database) {}

  async list() {
    const rows = await this.db.platform.trainingCategory.findMany({
      include: withCount,
      orderBy: [{ sort_order: 'asc' }, { name: 'asc' }],
    });
    return rows.map(toCategoryView);
  }

  async create(dto: CreateTrainingCategoryDto) {
    return toCategoryView(await this.db.platform.trainingCategory.create({ data: dto, include: withCount }));
  }

  async update(id: string, dto: UpdateTrainingCategoryDto) {
    const row = await this.db.platform.trainingCategory.update({ where: { id }, data: dto, include: withCount }).catch((err: unknown) => {
      throw isGone(err) ? NOT_FOUND() : err;
    });
    return toCategoryView(row);
  }

  /** Its trainings stay and lose their category (docs/product.md#states; the foreign key does SetNull). */
  async remove(id: string): Promise<{ trainingsUncategorised: number }> {
    const row = await this.db.platform.trainingCategory.delete({ where: { id }, include: withCount }).catch((err: unknown) => {
      throw isGone(err) ? NOT_FOUND() : err;
    });
    return { trainingsUncategorised: row._count.trainings };
  }
}

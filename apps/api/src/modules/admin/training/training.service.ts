import { Injectable } from '@nestjs/common';
import { Database, type Prisma } from '@ds/db';
import { notFound, validationFailed } from '../../../infra/http/api-error.js';
import { IMAGE, type FileFieldSpecs } from '../../../infra/storage/file-fields.js';
import { Uploads, type UploadedParts } from '../../../infra/storage/uploads.service.js';
import { sanitizeRichText } from '../../content/rich-text.js';
import type { CreateTrainingDto, UpdateTrainingDto } from './training.dto.js';
import { toTrainingView, type TrainingView } from './training.view.js';

export const TRAINING_FILES: FileFieldSpecs<'image' | 'file'> = { image: IMAGE, file: { kinds: ['pdf', 'image', 'video'] } };
const FILE_FIELDS = Object.keys(TRAINING_FILES);

const NOT_FOUND = () => notFound('Training not found', 'TRAINING_NOT_FOUND');
const withCategory = { category: true } satisfies Prisma.TrainingInclude;

/** Training material for distributors (platform-wide, written by admins). */
@Injectable()
export class TrainingService {
  constructor(
    private readonly db: Database,
    private readonly uploads: Uploads,
  ) {}

  async list(categoryId?: string): Promise<TrainingView[]> {
    const rows = await this.db.platform.training.findMany({
      where: categoryId ? { category_id: categoryId } : {},
      include: withCategory,
      orderBy: [{ created_at: 'desc' }, { id: 'desc' }],
    });
    return rows.map(toTrainingView);
  }

  async create(dto: CreateTrainingDto, parts: UploadedParts): Promise<TrainingView> {
    const fields = await this.fields(dto);
    const checked = this.uploads.check(TRAINING_FILES, parts, { ...dto }, () => undefined, true);
    // The platform's files: no tenant owns them.
    const row = await this.uploads.writeWith(checked, null, (files) =>
      this.db.platform.training.create({ data: { ...(fields as Prisma.TrainingUncheckedCreateInput), ...files }, include: withCategory }),
    );
    return toTrainingView(row);
  }

  async update(id: string, dto: UpdateTrainingDto, parts: UploadedParts): Promise<TrainingView> {
    const current = await this.db.platform.training.findUnique({ where: { id } });
    if (!current) throw NOT_FOUND();
    const fields = await this.fields(dto);
    const checked = this.uploads.check(TRAINING_FILES, parts, { ...dto }, (f) => current[f as 'image' | 'file'], false);
    const row = await this.uploads.writeWith(checked, null, (files) =>
      this.db.platform.training.update({ where: { id }, data: { ...fields, ...files }, include: withCategory }),
    );
    return toTrainingView(row);
  }

  async remove(id: string): Promise<void> {
    // Its files are left to the upload sweep (docs/security.md "Stored files").
    await this.db.platform.training.delete({ where: { id } }).catch((err: unknown) => {
      if ((err as { code?: unknown }).code === 'P2025') throw NOT_FOUND();
      throw err;
    });
  }

  /** The non-file fields to write; a category id must name a category. */
  private async fields(dto: UpdateTrainingDto): Promise<Prisma.TrainingUncheckedUpdateInput> {
    const data: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(dto)) if (value !== undefined && !FILE_FIELDS.includes(key)) data[key] = value;
    if (typeof data.content === 'string') data.content = sanitizeRichText(data.content);
    if (typeof data.category_id === 'string') {
      const category = await this.db.platform.trainingCategory.findUnique({ where: { id: data.category_id }, select: { id: true } });
      if (!category) throw validationFailed({ category_id: 'Category not found' }, 'Category not found');
    }
    return data;
  }
}

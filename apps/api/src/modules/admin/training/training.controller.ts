import { Body, Controller, Delete, Get, HttpCode, Post, Put, Query, UploadedFiles } from '@nestjs/common';
import { ApiBody, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { MessageAnswer } from '../../../infra/http/common-answers.js';
import { badRequest } from '../../../infra/http/api-error.js';
import { UuidParam } from '../../../infra/http/uuid-param.js';
import { AcceptsMultipart } from '../../../infra/storage/multipart.interceptor.js';
import type { UploadedParts } from '../../../infra/storage/uploads.service.js';
import { AdminOnly } from '../../auth/auth.decorators.js';
import { CreateTrainingCategoryDto, CreateTrainingDto, UpdateTrainingCategoryDto, UpdateTrainingDto } from './training.dto.js';
import { TRAINING_FILES, TrainingService } from './training.service.js';
import { TrainingCategoriesService } from './training-categories.service.js';
import {
  TrainingCategoriesAnswer,
  TrainingCategoryDeletedAnswer,
  TrainingCategoryWrittenAnswer,
  TrainingsAnswer,
  TrainingWrittenAnswer,
} from './training.view.js';
import { isUuid } from '@ds/shared';

const CategoryId = () => UuidParam('id', 'Training category not found', 'TRAINING_CATEGORY_NOT_FOUND');
const TrainingId = () => UuidParam('id', 'Training not found', 'TRAINING_NOT_FOUND');

/** Registered before `TrainingController`, so `/admin/training/categories` is never read as a training id. */
@ApiTags('admin')
@Controller('admin/training/categories')
@AdminOnly()
export class TrainingCategoriesController {
  constructor(private readonly categories: TrainingCategoriesService) {}

  @Get()
  @ApiOkResponse({ type: TrainingCategoriesAnswer })
  async list(): Promise<TrainingCategoriesAnswer> {
    return { categories: await this.categories.list() };
  }

  @Post()
  @ApiCreatedResponse({ type: TrainingCategoryWrittenAnswer })
  async create(@Body() dto: CreateTrainingCategoryDto): Promise<TrainingCategoryWrittenAnswer> {
    return { message: 'Category created', category: await this.categories.create(dto) };
  }

  @Put(':id')
  @ApiOkResponse({ type: TrainingCategoryWrittenAnswer })
  async update(@CategoryId() id: string, @Body() dto: UpdateTrainingCategoryDto): Promise<TrainingCategoryWrittenAnswer> {
    return { message: 'Category updated', category: await this.categories.update(id, dto) };
  }

  @Delete(':id')
  @HttpCode(200)
  @ApiOperation({ summary: 'Delete a category; its trainings stay, with no category' })
  @ApiOkResponse({ type: TrainingCategoryDeletedAnswer })
  async remove(@CategoryId() id: string): Promise<TrainingCategoryDeletedAnswer> {
    const { trainingsUncategorised } = await this.categories.remove(id);
    return { message: 'Category deleted', trainings_uncategorised: trainingsUncategorised };
  }
}

@ApiTags('admin')
@Controller('admin/training')
@AdminOnly()
export class TrainingController {
  constructor(private readonly trainings: TrainingService) {}

  @Get()
  @ApiQuery({ name: 'category_id', required: false })
  @ApiOkResponse({ type: TrainingsAnswer })
  async list(@Query('category_id') categoryId?: string): Promise<TrainingsAnswer> {
    if (categoryId !== undefined && !isUuid(categoryId))
      throw badRequest('category_id must be a category id', { category_id: 'Category not found' }, 'VALIDATION_FAILED');
    return { trainings: await this.trainings.list(categoryId) };
  }

  @Post()
  @AcceptsMultipart(TRAINING_FILES)
  @ApiBody({ type: CreateTrainingDto })
  @ApiCreatedResponse({ type: TrainingWrittenAnswer })
  async create(@Body() dto: CreateTrainingDto, @UploadedFiles() files: UploadedParts): Promise<TrainingWrittenAnswer> {
    return { message: 'Training created', training: await this.trainings.create(dto, files) };
  }

  @Put(':id')
  @AcceptsMultipart(TRAINING_FILES)
  @ApiBody({ type: UpdateTrainingDto })
  @ApiOkResponse({ type: TrainingWrittenAnswer })
  async update(
    @TrainingId() id: string,
    @Body() dto: UpdateTrainingDto,
    @UploadedFiles() files: UploadedParts,
  ): Promise<TrainingWrittenAnswer> {
    return { message: 'Training updated', training: await this.trainings.update(id, dto, files) };
  }

  @Delete(':id')
  @HttpCode(200)
  @ApiOkResponse({ type: MessageAnswer })
  async remove(@TrainingId() id: string): Promise<MessageAnswer> {
    await this.trainings.remove(id);
    return { message: 'Training deleted' };
  }
}

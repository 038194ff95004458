import type { Prisma, Slider } from '@ds/db';
import { IMAGE } from '../../../infra/storage/file-fields.js';
import { defineResource, tenantTable } from '../crud/resource-definition.js';
import { CreateSliderDto, UpdateSliderDto } from '../dto/slider.dto.js';
import { SliderView } from '../views/site.views.js';

/** Slider banners of the storefront home page; the first is the hero. */
export const slidersResource = defineResource({
  label: 'Slider',
  path: 'sliders',
  idParam: 'sliderId',
  table: (db) => tenantTable<Slider, Prisma.SliderUncheckedCreateInput, Prisma.SliderUncheckedUpdateInput>(db.slider),
  orderBy: [{ sort_order: 'asc' }, { created_at: 'asc' }],
  createDto: CreateSliderDto,
  updateDto: UpdateSliderDto,
  files: { image: IMAGE },
  toCreate: (fields, { tenantId }) => ({ ...fields, tenant_id: tenantId }),
  toUpdate: (fields) => fields,
  view: SliderView,
  toView: (s: Slider) => ({
    id: s.id,
    image: s.image,
    description: s.description,
    ctaText: s.ctaText,
    ctaLink: s.ctaLink,
    sort_order: s.sort_order,
    created_at: s.created_at,
    updated_at: s.updated_at,
  }),
  notFound: { message: 'Slider not found', code: 'SLIDER_NOT_FOUND' },
});

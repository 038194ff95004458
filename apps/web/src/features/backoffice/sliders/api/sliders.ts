import { type ListResourceConfig } from '@/features/backoffice/api/tenant-resource';
import type { Row } from '@/lib/records';
import type { FieldDef } from '@/features/backoffice/components/form-fields';
import { textValue, urlValue, type FormValues } from '@/features/backoffice/lib/form-values';

/** Spec §3 Slider (+ sort order); the first one is the storefront's hero banner. */
export interface Slider extends Row {
  id: string;
  image: string | null;
  description: string | null;
  ctaText: string | null;
  ctaLink: string | null;
  sort_order: number;
}

export const normalizeSlider = (row: Row): Slider => ({
  ...row,
  id: String(row.id),
  image: urlValue(row.image),
  description: typeof row.description === 'string' ? row.description : null,
  ctaText: typeof row.ctaText === 'string' ? row.ctaText : null,
  ctaLink: typeof row.ctaLink === 'string' ? row.ctaLink : null,
  sort_order: typeof row.sort_order === 'number' ? row.sort_order : 0,
});

export const slidersResource: ListResourceConfig<Slider> = {
  path: 'sliders',
  listKeys: ['sliders'],
  normalize: normalizeSlider,
  alsoInvalidates: ['dashboard'],
};

export const SLIDER_FIELDS: readonly FieldDef[] = [
  { name: 'image', label: 'Slider image', kind: 'image' },
  { name: 'description', label: 'Description', kind: 'textarea', minRows: 3 },
  { name: 'ctaText', label: 'Button text', kind: 'text', placeholder: 'Shop now' },
  {
    name: 'ctaLink',
    label: 'Button link',
    kind: 'text',
    description: 'A page of your site (e.g. /products) or an https:// address',
  },
  { name: 'sort_order', label: 'Order', kind: 'number', min: 0, description: 'Lowest first; the first slider is your home page banner' },
];

export function sliderValues(slider: Slider | null, nextOrder = 0): FormValues {
  return {
    image: slider?.image ?? null,
    description: textValue(slider?.description),
    ctaText: textValue(slider?.ctaText),
    ctaLink: textValue(slider?.ctaLink),
    sort_order: slider?.sort_order ?? nextOrder,
  };
}

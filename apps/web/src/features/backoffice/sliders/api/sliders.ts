import { formBody, type ListResourceConfig } from '@/features/backoffice/api/tenant-resource';
import { typedApi, type Schema } from '@/lib/api/typed-client';
import type { FieldDef } from '@/features/backoffice/components/form-fields';
import { textValue, type FormValues } from '@/features/backoffice/lib/form-values';

/** A slider (docs/product.md#data; + sort order); the first one is the storefront's hero banner. */
export type Slider = Schema<'SliderView'>;

export const slidersResource: ListResourceConfig<Slider> = {
  key: 'sliders',
  list: (tenantId, signal) => typedApi.get('/tenants/{tenantId}/sliders', { path: { tenantId }, signal }),
  create: (tenantId, body) => typedApi.post('/tenants/{tenantId}/sliders', { path: { tenantId }, body: formBody(body) }),
  update: (tenantId, sliderId, body) =>
    typedApi.put('/tenants/{tenantId}/sliders/{sliderId}', { path: { tenantId, sliderId }, body: formBody(body) }),
  remove: (tenantId, sliderId) => typedApi.delete('/tenants/{tenantId}/sliders/{sliderId}', { path: { tenantId, sliderId } }),
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

import { Text } from '@mantine/core';
import { useTenantList } from '@/features/backoffice/api/tenant-resource';
import { CollectionScreen, type CollectionConfig } from '@/features/backoffice/components/collection-screen';
import { Screen } from '@/features/backoffice/components/screen';
import { Thumbnail } from '@/features/backoffice/components/thumbnail';
import { SLIDER_FIELDS, sliderValues, slidersResource, type Slider } from '@/features/backoffice/sliders/api/sliders';

export function SliderBannersRoute() {
  // Shares the cache entry with the collection screen: used to suggest the next order number.
  const sliders = useTenantList(slidersResource);
  const nextOrder = (sliders.data ?? []).reduce((max, slider) => Math.max(max, slider.sort_order + 1), 0);

  const config: CollectionConfig<Slider> = {
    resource: slidersResource,
    noun: 'Slider',
    fields: SLIDER_FIELDS,
    toValues: (slider) => sliderValues(slider, nextOrder),
    rowLabel: (slider) => slider.description || slider.ctaText || `slider ${slider.sort_order + 1}`,
    searchText: (slider) => [slider.description, slider.ctaText, slider.ctaLink].filter(Boolean).join(' '),
    empty: 'No sliders yet: your home page shows the default banner.',
    columns: [
      { key: 'image', header: 'Image', render: (slider) => <Thumbnail src={slider.image} alt={slider.description ?? ''} /> },
      {
        key: 'description',
        header: 'Description',
        render: (slider) => (
          <Text size="sm" lineClamp={2}>
            {slider.description || '—'}
          </Text>
        ),
      },
      {
        key: 'ctaText',
        header: 'Button',
        render: (slider) => [slider.ctaText, slider.ctaLink].filter(Boolean).join(' → ') || '—',
        wide: true,
      },
      { key: 'sort_order', header: 'Order' },
    ],
  };

  return (
    <Screen
      title="Slider banners"
      description="The banners at the top of your home page. The first one (lowest order) is shown as the hero."
      sitePath="/"
    >
      <CollectionScreen config={config} />
    </Screen>
  );
}

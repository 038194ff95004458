import { Text } from '@mantine/core';
import { CollectionScreen, type CollectionConfig } from '@/features/backoffice/components/collection-screen';
import { Screen } from '@/features/backoffice/components/screen';
import { Thumbnail } from '@/features/backoffice/components/thumbnail';
import {
  CONTACT_US_FIELDS,
  contactUsResource,
  contactUsValues,
  type ContactUsEntry,
} from '@/features/backoffice/contact-us/api/contact-us';
import { datePart, plainText } from '@/features/backoffice/lib/format';

const config: CollectionConfig<ContactUsEntry> = {
  resource: contactUsResource,
  noun: 'Entry',
  fields: CONTACT_US_FIELDS,
  toValues: contactUsValues,
  rowLabel: (entry) => plainText(entry.contactus_text, 40) || `entry of ${datePart(entry.created_at)}`,
  searchText: (entry) => entry.contactus_text ?? '',
  empty: 'No contact entries yet: your contact page shows your contact details and the message form.',
  columns: [
    { key: 'contactus_image', header: 'Image', render: (entry) => <Thumbnail src={entry.contactus_image} /> },
    {
      key: 'contactus_text',
      header: 'Text',
      render: (entry) => (
        <Text size="sm" lineClamp={2}>
          {entry.contactus_text || '—'}
        </Text>
      ),
    },
    { key: 'created_at', header: 'Date', render: (entry) => datePart(entry.created_at) || '—' },
  ],
};

export function ContactUsRoute() {
  return (
    <Screen title="Contact us" description="Text and images shown on your contact page, next to the message form." sitePath="/contact">
      <CollectionScreen config={config} />
    </Screen>
  );
}

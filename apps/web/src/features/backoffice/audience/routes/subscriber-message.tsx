import { Button, Tabs, Text } from '@mantine/core';
import { useState } from 'react';
import {
  LEAD_MESSAGE_FIELDS,
  leadMessageResource,
  SUBSCRIBER_MESSAGE_FIELDS,
  subscriberMessageResource,
  subscriberMessageValues,
} from '@/features/backoffice/audience/api/audience';
import { AudienceTable, SubscriptionBadge } from '@/features/backoffice/audience/components/audience-table';
import { consentSummary, SubscriberDetails } from '@/features/backoffice/audience/components/subscriber-details';
import { Screen } from '@/features/backoffice/components/screen';
import { Panel } from '@/components/ui/screen';
import { SingletonEditor } from '@/features/backoffice/components/singleton-editor';
import { dateTime } from '@/features/backoffice/lib/format';

export function SubscriberMessageRoute() {
  const [openSubscriber, setOpenSubscriber] = useState<string | null>(null);
  return (
    <Screen
      title="Subscriber message"
      description="The emails visitors receive from your site, and the people who subscribed or sent you a message."
    >
      <Panel title="Welcome email" landmark>
        <Text size="sm" c="dimmed" mb="sm">
          New subscribers first receive a link to confirm their address; this welcome email follows once they confirm.
        </Text>
        <SingletonEditor
          resource={subscriberMessageResource}
          fields={SUBSCRIBER_MESSAGE_FIELDS}
          toValues={subscriberMessageValues}
          json
          successMessage="Subscriber message saved"
          errorFallback="Could not save the subscriber message"
        />
      </Panel>
      <Panel title="Reply to new leads" landmark>
        <Text size="sm" c="dimmed" mb="sm">
          Sent at once to a visitor who sends you a message from your contact page, from your site’s name; their reply comes to you.
        </Text>
        <SingletonEditor
          resource={leadMessageResource}
          fields={LEAD_MESSAGE_FIELDS}
          toValues={subscriberMessageValues}
          json
          submitLabel="Save lead reply"
          successMessage="Lead reply saved"
          errorFallback="Could not save the lead reply"
        />
      </Panel>
      <Panel>
        <Tabs defaultValue="subscribers" keepMounted={false}>
          <Tabs.List mb="md">
            <Tabs.Tab value="subscribers">Subscribers</Tabs.Tab>
            <Tabs.Tab value="leads">Leads</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="subscribers">
            <AudienceTable
              kind="subscribers"
              label="Subscribers"
              empty="No subscribers yet. Visitors subscribe with the newsletter box in your site's footer."
              columns={[
                { key: 'email', header: 'Email' },
                { key: 'status', header: 'Status', render: (row) => <SubscriptionBadge status={row.status} /> },
                { key: 'consent', header: 'Consent', wide: true, render: (row) => <Text size="sm">{consentSummary(row.consent)}</Text> },
                { key: 'created_at', header: 'Subscribed', render: (row) => dateTime(row.created_at) || '—' },
                {
                  key: 'id',
                  header: 'History',
                  render: (row) => (
                    <Button
                      size="compact-sm"
                      variant="subtle"
                      aria-label={`Details: consent and campaigns of ${row.email}`}
                      onClick={() => {
                        setOpenSubscriber(row.id);
                      }}
                    >
                      Details
                    </Button>
                  ),
                },
              ]}
            />
            <SubscriberDetails
              subscriberId={openSubscriber}
              onClose={() => {
                setOpenSubscriber(null);
              }}
            />
          </Tabs.Panel>
          <Tabs.Panel value="leads">
            <AudienceTable
              kind="leads"
              label="Leads"
              empty="No leads yet. Messages sent through your contact page appear here."
              columns={[
                { key: 'name', header: 'Name' },
                { key: 'email', header: 'Email' },
                { key: 'phone', header: 'Phone', wide: true },
                {
                  key: 'message',
                  header: 'Message',
                  render: (row) => (
                    <Text size="sm" lineClamp={2}>
                      {row.message}
                    </Text>
                  ),
                },
                { key: 'created_at', header: 'Received', render: (row) => dateTime(row.created_at) || '—' },
              ]}
            />
          </Tabs.Panel>
        </Tabs>
      </Panel>
    </Screen>
  );
}

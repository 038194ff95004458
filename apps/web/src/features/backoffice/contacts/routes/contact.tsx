import { Anchor, Button, Grid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { fetchContactExport, useContact, type ContactDetail } from '@/features/backoffice/contacts/api/contacts';
import { downloadText } from '@/features/backoffice/audience/api/audience';
import { useTenantId } from '@/features/backoffice/api/tenant-resource';
import { failureMessage } from '@/lib/form-errors';
import { notifyError, notifySuccess } from '@/lib/notify';
import { ContactStatusBadge } from '@/features/backoffice/contacts/components/contact-status-badge';
import { ContactFollowUp, ContactNoteForm } from '@/features/backoffice/contacts/components/contact-editor';
import { ContactTimeline } from '@/features/backoffice/contacts/components/contact-timeline';
import { EraseContact } from '@/features/backoffice/contacts/components/erase-contact';
import { SubscriptionBadge } from '@/features/backoffice/audience/components/audience-table';
import { Screen } from '@/features/backoffice/components/screen';
import { Panel } from '@/components/ui/screen';
import { ListSkeleton, LoadError } from '@/components/ui/query-state';
import { paths, toBackoffice } from '@/lib/paths';

function Who({ contact }: { contact: ContactDetail }) {
  return (
    <Stack gap={4}>
      <Text>{contact.email}</Text>
      {contact.phone && <Text>{contact.phone}</Text>}
      <Text size="sm" c="dimmed">
        First came through: {contact.source ?? 'unknown'}
      </Text>
      <Text size="sm" c="dimmed" component="div">
        Newsletter: {contact.subscription ? <SubscriptionBadge status={contact.subscription.status} /> : 'not subscribed'}
      </Text>
    </Stack>
  );
}

/** "Export data": the person's whole record as a JSON download (their right of access). */
function ExportButton({ contactId }: { contactId: string }) {
  const tenantId = useTenantId();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      downloadText(await fetchContactExport(tenantId, contactId), `contact-${contactId}.json`, 'application/json');
      notifySuccess('Contact data exported');
    } catch (error) {
      notifyError(failureMessage(error, 'Could not export the contact'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="default" size="compact-sm" loading={busy} onClick={() => void run()}>
      Export data (JSON)
    </Button>
  );
}

/** One contact: who they are, where they stand, when to follow up, notes and their timeline. */
export function ContactPage({ contactId }: { contactId: string }) {
  const query = useContact(contactId);
  const back = (
    <Anchor component={Link} to={toBackoffice(paths.backoffice.contacts)} size="sm">
      All contacts
    </Anchor>
  );
  if (query.isPending) return <ListSkeleton />;
  if (query.isError) {
    return (
      <LoadError
        title="Could not load this contact"
        error={query.error}
        onRetry={() => {
          void query.refetch();
        }}
      />
    );
  }
  const contact = query.data;
  return (
    <Screen
      title={contact.name ?? contact.email}
      actions={
        <>
          <ContactStatusBadge status={contact.status} />
          <ExportButton contactId={contact.id} />
          <EraseContact contact={contact} />
          {back}
        </>
      }
      maw={1100}
    >
      <Grid>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack>
            <Panel title="Contact">
              <Who contact={contact} />
            </Panel>
            <Panel title="Follow-up">
              {/* Keyed by the saved date so the field shows what the server holds after each save. */}
              <ContactFollowUp key={contact.follow_up_on ?? ''} contact={contact} />
            </Panel>
            <Panel title="Notes">
              <ContactNoteForm contactId={contact.id} />
              <Stack gap="xs" mt="md" aria-label="Notes" component="ul" style={{ listStyle: 'none', padding: 0 }}>
                {contact.notes.map((note) => (
                  <li key={note.id}>
                    <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                      {note.text}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {new Date(note.created_at).toLocaleString()}
                    </Text>
                  </li>
                ))}
              </Stack>
            </Panel>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Panel title="Timeline">
            <ContactTimeline entries={contact.timeline} />
          </Panel>
        </Grid.Col>
      </Grid>
    </Screen>
  );
}

/** `/backoffice/contacts/:contactId` */
export function ContactRoute() {
  const { contactId = '' } = useParams();
  return <ContactPage contactId={contactId} />;
}

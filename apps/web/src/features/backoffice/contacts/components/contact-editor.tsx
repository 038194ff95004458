import { Button, Group, NativeSelect, Stack, TagsInput, TextInput, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useContactActions, type ContactDetail, type ContactStatus } from '@/features/backoffice/contacts/api/contacts';
import { STATUS_OPTIONS } from '@/features/backoffice/contacts/components/contact-status-badge';
import { failureMessage } from '@/lib/form-errors';
import { notifyError, notifySuccess } from '@/lib/notify';

/** Status, tags and follow-up date: each change is saved at once (one PATCH of that field). */
export function ContactFollowUp({ contact }: { contact: ContactDetail }) {
  const { update } = useContactActions(contact.id);
  const [followUp, setFollowUp] = useState(contact.follow_up_on ?? '');
  const save = (changes: Parameters<typeof update.mutate>[0], done: string) => {
    update.mutate(changes, {
      onSuccess: () => {
        notifySuccess(done);
      },
      onError: (error) => {
        notifyError(failureMessage(error, 'Could not save the contact'));
      },
    });
  };
  return (
    <Stack gap="sm">
      <NativeSelect
        label="Status"
        value={contact.status}
        data={STATUS_OPTIONS}
        disabled={update.isPending}
        onChange={(event) => {
          save({ status: event.currentTarget.value as ContactStatus }, 'Status saved');
        }}
      />
      <TagsInput
        label="Tags"
        description="Your own labels: press Enter after each"
        value={contact.tags}
        maxTags={20}
        onChange={(tags) => {
          save({ tags }, 'Tags saved');
        }}
      />
      <Group align="flex-end" gap="sm">
        <TextInput
          type="date"
          label="Follow up on"
          value={followUp}
          onChange={(event) => {
            setFollowUp(event.currentTarget.value);
          }}
        />
        <Button
          variant="default"
          loading={update.isPending}
          onClick={() => {
            save({ follow_up_on: followUp || null }, followUp ? 'Follow-up date saved' : 'Follow-up date cleared');
          }}
        >
          Save date
        </Button>
      </Group>
    </Stack>
  );
}

/** A new timestamped note. */
export function ContactNoteForm({ contactId }: { contactId: string }) {
  const { addNote } = useContactActions(contactId);
  const [text, setText] = useState('');
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (!text.trim()) return;
        addNote.mutate(text, {
          onSuccess: () => {
            setText('');
            notifySuccess('Note added');
          },
          onError: (error) => {
            notifyError(failureMessage(error, 'Could not add the note'));
          },
        });
      }}
    >
      <Stack gap="xs">
        <Textarea
          label="New note"
          placeholder="Called Tuesday, wants the starter pack"
          autosize
          minRows={2}
          maxLength={5000}
          value={text}
          onChange={(event) => {
            setText(event.currentTarget.value);
          }}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={addNote.isPending} disabled={!text.trim()}>
            Add note
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

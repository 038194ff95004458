import { Alert, Button, Group, List, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useEraseContact, type ContactDetail } from '@/features/backoffice/contacts/api/contacts';
import { failureMessage } from '@/lib/form-errors';
import { notifySuccess } from '@/lib/notify';
import { paths, toBackoffice } from '@/lib/paths';

/**
 * "Erase this person" (the right to erasure, docs/privacy.md "Access and erasure"): behind a dialog that
 * says what goes and asks for the person's address typed again, since nothing brings them back. Once the
 * server answers, the toast says so and the distributor is back on the contacts list.
 */
export function EraseContact({ contact }: { contact: ContactDetail }) {
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const erase = useEraseContact(contact.id);
  const navigate = useNavigate();
  const matches = typed.trim().toLowerCase() === contact.email.toLowerCase();
  const close = () => {
    setOpen(false);
    setTyped('');
    erase.reset();
  };
  const run = () => {
    erase.mutate(undefined, {
      onSuccess: () => {
        notifySuccess('Person erased. Their address is on your suppression list, so they will not be emailed again.');
        void navigate(toBackoffice(paths.backoffice.contacts));
      },
    });
  };
  return (
    <>
      <Button variant="outline" color="red" size="compact-sm" onClick={() => setOpen(true)}>
        Erase this person
      </Button>
      <Modal opened={open} onClose={close} title="Erase this person">
        <Stack>
          <Text size="sm">Everything you hold about {contact.name ?? contact.email} is erased, for good:</Text>
          <List size="sm">
            <List.Item>their contact, notes, status history and tags;</List.Item>
            <List.Item>their lead messages and their newsletter subscription with its consent record;</List.Item>
            <List.Item>their name and address on the campaign and sequence emails they were sent (your figures keep the counts).</List.Item>
          </List>
          <Text size="sm">
            Only a one-way code of their address is kept, so they are never emailed again by accident. If they subscribe again later and
            confirm, they are welcome back. Export their data first if they asked for a copy.
          </Text>
          <TextInput
            label="Type their email address to confirm"
            placeholder={contact.email}
            value={typed}
            onChange={(event) => setTyped(event.currentTarget.value)}
            autoComplete="off"
          />
          {erase.isError && <Alert color="red">{failureMessage(erase.error, 'Could not erase this person')}</Alert>}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button color="red" disabled={!matches} loading={erase.isPending} onClick={run}>
              Erase permanently
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}

import { Alert, Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import {
  SKIP_LABELS,
  useContactInvitations,
  type InvitationAnswer,
  type InvitationRequest,
  type InvitationSkip,
} from '@/features/backoffice/contacts/api/contact-invitations';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : 'Something went wrong');
const people = (n: number) => (n === 1 ? '1 contact' : `${n} contacts`);

function Skipped({ answer }: { answer: InvitationAnswer }) {
  const reasons = (Object.entries(answer.skipped) as [InvitationSkip, number][]).filter(([, n]) => n > 0);
  if (!reasons.length) return null;
  return (
    <Stack gap={4}>
      <Text size="sm">Not invited:</Text>
      <List size="sm" aria-label="Skipped contacts">
        {reasons.map(([reason, n]) => (
          <List.Item key={reason}>
            {people(n)}: {SKIP_LABELS[reason]}
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}

/**
 * "Invite to subscribe" (docs/product.md "Contacts", Import): imported people are not subscribers; each
 * address may get one invitation, a double opt-in email. The dialog first asks the server what would
 * happen (how many are invited, why the others are not), then sends on confirmation and says what it did.
 */
export function InviteDialog({ request, onClose }: { request: InvitationRequest | null; onClose: () => void }) {
  const { preview, invite } = useContactInvitations();
  const { mutate: ask, reset: resetPreview } = preview;
  useEffect(() => {
    if (request) ask(request);
  }, [request, ask]);

  const close = () => {
    resetPreview();
    invite.reset();
    onClose();
  };
  const planned = preview.data;
  const done = invite.data;
  const scope = request?.contact_ids ? `the ${people(request.contact_ids.length)} you selected` : 'your imported contacts not invited yet';
  return (
    <Modal opened={request !== null} onClose={close} title="Invite to subscribe">
      <Stack>
        <Text size="sm" c="dimmed">
          Imported contacts receive no newsletter until they confirm. Each address can get one invitation, ever: an email asking them to
          subscribe, which they confirm with one click. Invitations go out at most {planned?.limit_per_hour ?? 200} an hour.
        </Text>
        {preview.isPending && <Text size="sm">Checking {scope}…</Text>}
        {preview.isError && <Alert color="red">{messageOf(preview.error)}</Alert>}
        {invite.isError && <Alert color="red">{messageOf(invite.error)}</Alert>}
        {done ? (
          <>
            <Alert color="green" title="Invitations on their way">
              {people(done.queued)} invited. Their invitations are being sent now; you can follow them on the Contacts screen.
            </Alert>
            <Skipped answer={done} />
            <Group justify="flex-end">
              <Button onClick={close}>Done</Button>
            </Group>
          </>
        ) : (
          planned && (
            <>
              <Text fw={500}>
                {planned.queued === 0 ? `Nobody among ${scope} can be invited.` : `${people(planned.queued)} will be invited.`}
              </Text>
              <Skipped answer={planned} />
              <Group justify="flex-end">
                <Button variant="default" onClick={close}>
                  Cancel
                </Button>
                <Button
                  disabled={planned.queued === 0}
                  loading={invite.isPending}
                  onClick={() => {
                    if (request) invite.mutate(request);
                  }}
                >
                  Invite {people(planned.queued)}
                </Button>
              </Group>
            </>
          )
        )}
      </Stack>
    </Modal>
  );
}

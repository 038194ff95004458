import { Badge } from '@mantine/core';
import { CONTACT_STATUS_LABELS, type ContactStatus } from '@/features/backoffice/contacts/api/contacts';

const COLORS: Record<ContactStatus, string> = {
  new: 'blue',
  contacted: 'cyan',
  prospect: 'violet',
  customer: 'green',
  team_member: 'teal',
  not_interested: 'gray',
};

/** A contact's place in the pipeline, as a chip that never truncates. */
export function ContactStatusBadge({ status }: { status: ContactStatus }) {
  return (
    <Badge
      variant="light"
      color={COLORS[status]}
      styles={{ root: { flex: 'none', maxWidth: 'none', overflow: 'visible' }, label: { overflow: 'visible' } }}
    >
      {CONTACT_STATUS_LABELS[status]}
    </Badge>
  );
}

export const STATUS_OPTIONS = Object.entries(CONTACT_STATUS_LABELS).map(([value, label]) => ({ value, label }));

import { enrolInSequences, onContactStatus, type ContactStatus, type TenantTransaction } from '@ds/db';

/**
 * What a contact edit means to the sequences (docs/product.md "Sequences"), in the edit's transaction:
 * each tag added enrols in the sequences it triggers; a new status exits the sequences that name it and
 * enrols in the ones it triggers. The edit's time is part of the event's key (one enrolment per event).
 */
export async function triggerSequences(
  tx: TenantTransaction,
  tenantId: string,
  before: { id: string; status: ContactStatus; tags: string[] },
  change: { status?: ContactStatus; tags?: string[] },
  now: Date,
): Promise<void> {
  const at = now.getTime();
  if (change.status !== undefined && change.status !== before.status)
    await onContactStatus(tx, tenantId, before.id, change.status, `status:${change.status}:${at}`, now);
  for (const tag of new Set(change.tags ?? [])) {
    if (!before.tags.includes(tag))
      await enrolInSequences(tx, tenantId, before.id, { type: 'tag_added', tag, key: `tag:${tag}:${at}` }, now);
  }
}

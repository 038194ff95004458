import type { TenantTransaction } from '@ds/db';

export interface PersonSeen {
  /** Lower-cased (the public forms' email fields normalise it). */
  email: string;
  name?: string | null;
  phone?: string | null;
  /** How they arrived this time: kept only for a new contact (the first arrival is its source). */
  source: string;
  at: Date;
}

/**
 * The contact of a person who just left a lead or subscribed (docs/product.md "Contacts"), inside the
 * caller's tenant transaction so the lead or subscription and its contact are stored together. Inserted
 * with ON CONFLICT DO NOTHING (createMany with skipDuplicates), so two forms of one new address at once
 * make one contact and neither fails. An existing contact gains a name or phone only where it has none:
 * what the distributor typed is never overwritten by a visitor. Returns the contact's id.
 */
export async function recordContact(tx: TenantTransaction, tenantId: string, person: PersonSeen): Promise<string> {
  const name = person.name?.trim() || null;
  const phone = person.phone?.trim() || null;
  await tx.contact.createMany({
    data: [
      { tenant_id: tenantId, email: person.email, name, phone, source: person.source, created_at: person.at, last_activity_at: person.at },
    ],
    skipDuplicates: true,
  });
  const contact = await tx.contact.findFirstOrThrow({
    where: { email: person.email },
    select: { id: true, name: true, phone: true, last_activity_at: true },
  });
  const gains = {
    ...(contact.name === null && name ? { name } : {}),
    ...(contact.phone === null && phone ? { phone } : {}),
    ...(contact.last_activity_at < person.at ? { last_activity_at: person.at } : {}),
  };
  if (Object.keys(gains).length) await tx.contact.update({ where: { id: contact.id }, data: gains, select: { id: true } });
  return contact.id;
}

import { defineResource, useResource } from '../lib/use-resource';
import { typedApi, type Schema } from '@/lib/api/typed-client';
import { visitAttribution } from '../analytics/visit';
import { retryWhileUnavailable } from '@/lib/unavailable-retry';

/** Storefronts answer `[]` when the distributor wrote none (only the back office's list answers CONTACTUS_NOT_FOUND). */
export type ContactUsEntry = Schema<'PublicContactEntryView'>;

const contactUsResource = () => defineResource('/site/contact-us', () => typedApi.get('/site/contact-us'));

export const useContactUsEntries = () => useResource(contactUsResource());

export type LeadInput = Schema<'LeadDto'>;

const LEAD_SENT_DEFAULT = 'Thank you! Your message has been sent.';

/**
 * POST /site/leads → `201 { message }` (200 for the same lead again, which is what makes a retry safe): a 503
 * is sent again for a while (`retryWhileUnavailable`) before the form hears of it.
 */
export async function sendLead(input: LeadInput): Promise<string> {
  const body: LeadInput = { name: input.name.trim(), email: input.email.trim(), message: input.message.trim() };
  const phone = input.phone?.trim();
  if (phone) body.phone = phone;
  if (input.website) body.website = input.website;
  if (input.send_updates) body.send_updates = true;
  if (input.page) body.page = input.page.slice(0, 300);
  const attribution = visitAttribution();
  if (attribution) body.attribution = attribution;
  const answer = await retryWhileUnavailable(() => typedApi.post('/site/leads', { body }));
  return answer.message || LEAD_SENT_DEFAULT;
}

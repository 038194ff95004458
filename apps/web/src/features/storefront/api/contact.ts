import { defineResource, useResource } from '../lib/use-resource';
import { api } from '@/lib/api-client';
import { asList, isNotFoundAsEmpty } from './lists';

export interface ContactUsEntry {
  id: string | number;
  contactus_image?: string | null;
  contactus_text?: string | null;
  created_at?: string | null;
}

export const contactUsResource = () =>
  defineResource('/site/contact-us', async () => {
    try {
      return asList<ContactUsEntry>(await api.get('/site/contact-us'));
    } catch (error) {
      // Spec §4: CONTACTUS_NOT_FOUND means "no entries yet".
      if (isNotFoundAsEmpty(error, ['CONTACTUS_NOT_FOUND'])) return [];
      throw error;
    }
  });

export const useContactUsEntries = () => useResource(contactUsResource());

export interface LeadInput {
  name: string;
  email: string;
  message: string;
  phone?: string;
  /** Honeypot: people leave it empty. */
  website?: string;
}

export const LEAD_SENT_DEFAULT = 'Thank you! Your message has been sent.';

/** POST /site/leads → `201 { message }`. */
export async function sendLead(input: LeadInput): Promise<string> {
  const body: LeadInput = { name: input.name.trim(), email: input.email.trim(), message: input.message.trim() };
  const phone = input.phone?.trim();
  if (phone) body.phone = phone;
  if (input.website) body.website = input.website;
  const answer = await api.post<{ message?: unknown } | undefined>('/site/leads', body);
  return typeof answer?.message === 'string' && answer.message ? answer.message : LEAD_SENT_DEFAULT;
}

import { isApiError, REQUEST_FAILED_MESSAGE } from '@/lib/api-client';
import { typedApi, type Schema, type TypedClient } from '@/lib/api/typed-client';

/** docs/product.md#defaults: the confirmation stays 3000 ms, then the cleared form comes back. */
export const CONTACT_CONFIRMATION_MS = 3000;

export const CONTACT_SENT = {
  title: 'Message Sent!',
  text: "Thank you for contacting us. We'll respond shortly.",
} as const;

const CONTACT_FALLBACK_ERROR = 'Your message could not be sent. Please try again later.';

export interface ContactValues {
  name: string;
  email: string;
  message: string;
  /** Honeypot: real visitors never see or fill it. */
  website: string;
}

export const EMPTY_CONTACT: ContactValues = { name: '', email: '', message: '', website: '' };

/** The request body: trimmed fields; the honeypot only when something filled it. */
export function contactPayload(values: ContactValues): Schema<'ContactMessageDto'> {
  const body: Schema<'ContactMessageDto'> = {
    name: values.name.trim(),
    email: values.email.trim(),
    message: values.message.trim(),
  };
  if (values.website !== '') body.website = values.website;
  return body;
}

/** The server's message when it sent one; otherwise a generic sentence. */
export function contactErrorMessage(error: unknown): string {
  if (isApiError(error) && error.status > 0 && error.message !== REQUEST_FAILED_MESSAGE) return error.message;
  return CONTACT_FALLBACK_ERROR;
}

/** `POST /api/contact {name, email, message}` (docs/product.md#landing-contact: lands in the admin's messages) → its message. */
export async function sendContactMessage(values: ContactValues, client: TypedClient = typedApi): Promise<string> {
  return (await client.post('/contact', { body: contactPayload(values) })).message;
}

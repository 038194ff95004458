import type { MessageKey } from '@/i18n/message-keys';
import { useT } from '@/i18n/storefront-intl';
import { useRef, useState, type FormEvent } from 'react';
import { sendLead } from '../api/contact';
import { Alert } from './ui/alert';
import { useHydrated } from '@/lib/use-hydrated';
import { Button } from './ui/button';
import { TextAreaField, TextField } from './ui/field';
import { Stack } from './ui/stack';
import { fieldErrorsFrom } from '@/lib/form-errors';
import { isApiError } from '@/lib/api-client';
import { isUnavailable, UNAVAILABLE_MESSAGE } from '@/lib/unavailable-retry';
import { PREVIEW_LEAD_NOTICE, useIsPreview } from '../lib/preview-mode';
import classes from '../routes/contact.module.css';
import consent from './lead-form.module.css';

export interface LeadFields {
  name: string;
  email: string;
  phone: string;
  message: string;
}

const EMPTY: LeadFields = { name: '', email: '', phone: '', message: '' };
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Local checks before the call; the server has the final word (its 400 details map onto the fields). */
export function validateLead(fields: LeadFields, t: (key: MessageKey) => string): Partial<Record<keyof LeadFields, string>> {
  const errors: Partial<Record<keyof LeadFields, string>> = {};
  if (!fields.name.trim()) errors.name = t('lead.nameRequired');
  if (!fields.email.trim()) errors.email = t('lead.emailRequired');
  else if (!EMAIL.test(fields.email.trim())) errors.email = t('lead.emailInvalid');
  if (!fields.message.trim()) errors.message = t('lead.messageRequired');
  return errors;
}

/** Contact page lead capture (docs/product.md#leads): POST /site/leads; input is kept when sending fails. */
export function LeadForm() {
  const t = useT();
  const hydrated = useHydrated();
  const preview = useIsPreview();
  const [fields, setFields] = useState<LeadFields>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<keyof LeadFields, string>>>({});
  const [result, setResult] = useState<{ tone: 'success' | 'info' | 'error'; message: string } | null>(null);
  const [submitting, setSubmitting] = useState(false);
  // "Send me updates": off by default — consent is given, never assumed (double opt-in follows).
  const [sendUpdates, setSendUpdates] = useState(false);
  const honeypot = useRef<HTMLInputElement>(null);

  const field = (name: keyof LeadFields) => ({
    name,
    value: fields[name],
    error: errors[name],
    onChange: (event: { currentTarget: { value: string } }) => {
      const value = event.currentTarget.value;
      setFields((current) => ({ ...current, [name]: value }));
      if (errors[name]) setErrors((current) => ({ ...current, [name]: undefined }));
    },
  });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    setResult(null);
    const invalid = validateLead(fields, t);
    setErrors(invalid);
    if (Object.keys(invalid).length > 0) return;
    if (preview) {
      setResult({ tone: 'info', message: PREVIEW_LEAD_NOTICE });
      return;
    }
    setSubmitting(true);
    try {
      const message = await sendLead({
        ...fields,
        website: honeypot.current?.value,
        send_updates: sendUpdates,
        page: window.location.pathname,
      });
      setResult({ tone: 'success', message: sendUpdates ? `${message} ${t('lead.confirmSubscription')}` : message });
      setFields(EMPTY);
      setSendUpdates(false);
    } catch (error) {
      // Still unavailable after the retries: what was typed stays for the visitor to send in a minute.
      const message = isUnavailable(error)
        ? UNAVAILABLE_MESSAGE
        : isApiError(error) && error.status !== 0
          ? error.message
          : t('lead.connectionFailed');
      if (isApiError(error)) setErrors(fieldErrorsFrom(error.details));
      setResult({ tone: 'error', message });
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={t('footer.sendMessage')}>
      <Stack>
        <TextField label={t('lead.name')} autoComplete="name" required {...field('name')} />
        <TextField label={t('lead.email')} type="email" autoComplete="email" required {...field('email')} />
        <TextField label={t('lead.phone')} type="tel" autoComplete="tel" {...field('phone')} />
        <TextAreaField label={t('lead.message')} required rows={5} {...field('message')} />
        <label className={consent.checkbox}>
          <input
            type="checkbox"
            name="send_updates"
            checked={sendUpdates}
            onChange={(event) => {
              setSendUpdates(event.currentTarget.checked);
            }}
          />
          <span>{t('lead.sendUpdates')}</span>
        </label>
        <div className={classes.honeypot} aria-hidden="true">
          <input ref={honeypot} type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
        </div>
        {result && <Alert tone={result.tone}>{result.message}</Alert>}
        <Button type="submit" loading={submitting} disabled={!hydrated} size="md">
          {t('lead.send')}
        </Button>
      </Stack>
    </form>
  );
}

import { useId, useReducer, useRef, type FormEvent } from 'react';
import { subscribeNewsletter } from '@/lib/newsletter-subscribe';
import { visitAttribution } from '../analytics/visit';
import { clearsField, initialNewsletterState, newsletterReducer, newsletterTone, shouldCallSubscribe } from '@/lib/newsletter-state';
import classes from './newsletter-form.module.css';
import { useHydrated } from '@/lib/use-hydrated';
import { PREVIEW_NEWSLETTER_NOTICE, useIsPreview } from '../lib/preview-mode';
import { useT } from '@/i18n/storefront-intl';
import { Button } from './ui/button';

interface NewsletterFormProps {
  /** Colours tuned for the dark footer. */
  tone?: 'light' | 'dark';
  label?: string;
  /** Which form this is, recorded with the subscriber's consent. */
  source?: 'footer' | 'newsletters-page';
}

/**
 * Newsletter signup, reading A (docs/product.md#newsletter): idle → submitting ('Subscribing...', disabled) → message.
 * The message resets at each submit; success clears the field; green when it says 'successful', else red.
 * `noValidate`: the form's own rules (docs/product.md#newsletter) decide, not the browser's.
 */
export function NewsletterForm({ tone = 'light', label, source = 'newsletters-page' }: NewsletterFormProps) {
  const t = useT();
  const [state, dispatch] = useReducer(newsletterReducer, initialNewsletterState);
  const emailField = useRef<HTMLInputElement>(null);
  const honeypot = useRef<HTMLInputElement>(null);
  // Guards a second Enter press before React re-renders the disabled button.
  const inFlight = useRef(false);
  const inputId = useId();
  const preview = useIsPreview();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = emailField.current?.value ?? '';
    const before = { ...state, submitting: state.submitting || inFlight.current };
    const next = newsletterReducer(before, { type: 'submit', email });
    dispatch({ type: 'submit', email });
    if (!shouldCallSubscribe(before, next)) return;
    if (preview) {
      dispatch({ type: 'done', result: { ok: false, message: PREVIEW_NEWSLETTER_NOTICE } });
      return;
    }
    inFlight.current = true;
    try {
      const result = await subscribeNewsletter(email, {
        website: honeypot.current?.value,
        source,
        page: window.location.pathname,
        attribution: visitAttribution(),
      });
      if (clearsField(result) && emailField.current) emailField.current.value = '';
      dispatch({ type: 'done', result });
    } finally {
      inFlight.current = false;
    }
  }

  const hydrated = useHydrated();
  // The preview's notice is neither a success nor a failure: shown in the message's plain colour.
  const messageTone = state.message === PREVIEW_NEWSLETTER_NOTICE ? null : newsletterTone(state.message);
  return (
    <form
      className={`${classes.form} ${tone === 'dark' ? classes.dark : ''}`}
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={t('newsletter.formLabel')}
    >
      <label htmlFor={inputId} className={classes.srOnly}>
        {label ?? t('newsletter.emailLabel')}
      </label>
      <div className={classes.row}>
        <input
          id={inputId}
          className={classes.input}
          type="email"
          name="email"
          autoComplete="email"
          placeholder={t('newsletter.placeholder')}
          required
          ref={emailField}
          defaultValue=""
        />
        <Button type="submit" disabled={state.submitting || !hydrated}>
          {state.submitting ? t('newsletter.subscribing') : t('newsletter.subscribe')}
        </Button>
      </div>
      <div className={classes.honeypot} aria-hidden="true">
        <input ref={honeypot} type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      <p
        className={`${classes.message} ${messageTone ? classes[messageTone] : ''}`}
        role="status"
        aria-live="polite"
        data-status={messageTone ?? undefined}
      >
        {state.message}
      </p>
    </form>
  );
}

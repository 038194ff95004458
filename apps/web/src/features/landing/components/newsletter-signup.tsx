import { Button, Group, Text, TextInput } from '@mantine/core';
import { useReducer, useRef, type FormEvent } from 'react';
import { clearsField, initialNewsletterState, newsletterButtonLabel, newsletterReducer, shouldCallSubscribe } from '@/lib/newsletter-state';
import { isSuccessMessage, subscribeNewsletter } from '@/lib/newsletter-subscribe';
import { useHydrated } from '@/lib/use-hydrated';

/**
 * Footer newsletter (docs/product.md#newsletter): the message resets at each submit; an empty or whitespace-only
 * email shows 'Email is required' and makes no call; while submitting the button reads 'Subscribing...'
 * and is disabled; success clears the field; the message is green when it contains 'successful'. The
 * field is uncontrolled (read on submit): the landing page is prerendered, and an address typed before it
 * hydrates stays.
 */
export function NewsletterSignup() {
  const [state, dispatch] = useReducer(newsletterReducer, initialNewsletterState);
  const { message, submitting } = state;
  const emailField = useRef<HTMLInputElement>(null);
  // Guards a second Enter press before React re-renders the disabled button.
  const inFlight = useRef(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = emailField.current?.value ?? '';
    const before = { ...state, submitting: state.submitting || inFlight.current };
    dispatch({ type: 'submit', email });
    if (!shouldCallSubscribe(before, newsletterReducer(before, { type: 'submit', email }))) return;
    inFlight.current = true;
    try {
      const result = await subscribeNewsletter(email);
      if (clearsField(result) && emailField.current) emailField.current.value = '';
      dispatch({ type: 'done', result });
    } finally {
      inFlight.current = false;
    }
  }

  // Until then a submit would be the browser's own GET, putting the address in the URL.
  const hydrated = useHydrated();
  const success = isSuccessMessage(message);

  return (
    // noValidate: the reading-A rules (not the browser) answer an empty or blank email.
    <form noValidate aria-label="Newsletter signup" onSubmit={(event) => void submit(event)}>
      <Group gap="xs" align="flex-start" wrap="nowrap">
        <TextInput
          type="email"
          name="email"
          autoComplete="email"
          placeholder="you@example.com"
          aria-label="Email address"
          aria-describedby="newsletter-message"
          required
          withAsterisk={false}
          ref={emailField}
          defaultValue=""
          style={{ flex: 1, minWidth: 0 }}
        />
        <Button type="submit" disabled={submitting || !hydrated} color="teal.4" autoContrast>
          {newsletterButtonLabel(state)}
        </Button>
      </Group>
      <Text
        id="newsletter-message"
        role="status"
        size="sm"
        mt={8}
        fw={500}
        c={success ? 'green.4' : 'red.4'}
        data-tone={message ? (success ? 'success' : 'error') : undefined}
      >
        {message}
      </Text>
    </form>
  );
}

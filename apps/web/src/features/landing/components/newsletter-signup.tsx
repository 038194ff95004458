import { Button, Group, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { runNewsletterSubmit, type NewsletterState } from '@/features/landing/lib/newsletter';
import { isSuccessMessage, subscribeNewsletter } from '@/lib/newsletter-subscribe';

/**
 * Footer newsletter (docs/product.md#newsletter): the message resets at each submit; an empty or whitespace-only
 * email shows 'Email is required' and makes no call; while submitting the button reads 'Subscribing...'
 * and is disabled; success clears the field; the message is green when it contains 'successful'.
 */
export function NewsletterSignup() {
  const [state, setState] = useState<NewsletterState>({ email: '', message: '', submitting: false });
  const { email, message, submitting } = state;

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    void runNewsletterSubmit(email, (value) => subscribeNewsletter(value), (patch) => {
      setState((current) => ({ ...current, ...patch }));
    });
  };

  const success = isSuccessMessage(message);

  return (
    // noValidate: the reading-A rules (not the browser) answer an empty or blank email.
    <form noValidate aria-label="Newsletter signup" onSubmit={handleSubmit}>
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
          value={email}
          onChange={(event) => {
            const { value } = event.currentTarget;
            setState((current) => ({ ...current, email: value }));
          }}
          style={{ flex: 1, minWidth: 0 }}
        />
        <Button type="submit" disabled={submitting} color="teal.4" autoContrast>
          {submitting ? 'Subscribing...' : 'Subscribe'}
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

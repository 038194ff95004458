import { Button, InputBase, Paper, Stack, Text, TextInput, ThemeIcon, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { CONTACT_DETAILS } from '@/features/landing/content';
import {
  CONTACT_CONFIRMATION_MS,
  CONTACT_SENT,
  contactErrorMessage,
  EMPTY_CONTACT,
  sendContactMessage,
  type ContactValues,
} from '@/features/landing/lib/contact';
import { IconCheck } from './icons';
import { IconClock, IconMail, IconMapPin, IconPhone } from './more-icons';
import classes from './landing.module.css';
import { Section } from './section';

function ContactForm() {
  const [values, setValues] = useState<ContactValues>(EMPTY_CONTACT);
  const [sent, setSent] = useState(false);
  const confirmationRef = useRef<HTMLDivElement>(null);
  const mutation = useMutation({ mutationFn: (values: ContactValues) => sendContactMessage(values) });

  // After the confirmation period the form comes back, cleared (docs/product.md#landing-contact). The mutation object changes on
  // every render, so resetting it is an effect event rather than a dependency.
  const resetMutation = useEffectEvent(() => mutation.reset());
  useEffect(() => {
    if (!sent) return;
    confirmationRef.current?.focus();
    const timer = window.setTimeout(() => {
      setValues(EMPTY_CONTACT);
      resetMutation();
      setSent(false);
    }, CONTACT_CONFIRMATION_MS);
    return () => {
      window.clearTimeout(timer);
    };
  }, [sent]);

  const field = (name: keyof ContactValues) => ({
    name,
    value: values[name],
    onChange: (event: { currentTarget: { value: string } }) => {
      const { value } = event.currentTarget;
      setValues((current) => ({ ...current, [name]: value }));
    },
  });

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (mutation.isPending) return;
    mutation.mutate(values, {
      onSuccess: () => {
        setSent(true);
      },
    });
  };

  if (sent) {
    return (
      <Stack ref={confirmationRef} tabIndex={-1} role="status" align="center" ta="center" gap="sm" py={48} style={{ outline: 'none' }}>
        <ThemeIcon size={56} radius="xl" color="teal" aria-hidden>
          <IconCheck size={30} />
        </ThemeIcon>
        <Title order={3}>{CONTACT_SENT.title}</Title>
        <Text c="gray.7">{CONTACT_SENT.text}</Text>
      </Stack>
    );
  }

  return (
    <form onSubmit={handleSubmit} aria-label="Contact form">
      <Stack gap="md">
        <TextInput label="Name" autoComplete="name" required {...field('name')} />
        <TextInput label="Email" type="email" autoComplete="email" required {...field('email')} />
        <InputBase component="textarea" multiline label="Message" rows={6} required {...field('message')} />
        <div className={classes.honeypot} aria-hidden>
          <label>
            Website
            <input type="text" tabIndex={-1} autoComplete="off" {...field('website')} />
          </label>
        </div>
        {mutation.isError && (
          <div role="alert" className={classes.errorBox}>
            {contactErrorMessage(mutation.error)}
          </div>
        )}
        <Button type="submit" size="md" radius="xl" color="teal.9" loading={mutation.isPending} style={{ alignSelf: 'flex-start' }}>
          Send Message
        </Button>
      </Stack>
    </form>
  );
}

function Detail({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <Stack gap={2} component="li">
      <Text size="sm" fw={600} c="gray.7" component="span" style={{ display: 'inline-flex', gap: 8, alignItems: 'center' }}>
        <ThemeIcon size={28} radius="xl" variant="light" color="teal" aria-hidden>
          {icon}
        </ThemeIcon>
        {label}
      </Text>
      <Text pl={36}>{children}</Text>
    </Stack>
  );
}

/** Landing contact form (really sent, docs/product.md#landing-contact) and static contact details (placeholders). */
export function ContactSection() {
  return (
    <Section
      id="contact"
      tone="alt"
      eyebrow="Contact"
      title="Get in touch"
      lead="Questions about the platform, pricing or getting started? Send us a message and we will get back to you."
    >
      <div className={classes.contactGrid}>
        <div>
          <Paper withBorder radius="md" p={{ base: 'lg', sm: 'xl' }}>
            <ContactForm />
          </Paper>
        </div>
        <div>
          <Paper withBorder radius="md" p={{ base: 'lg', sm: 'xl' }} h="100%">
            <Title order={3} fz="lg" mb="lg">
              Contact details
            </Title>
            <Stack component="ul" gap="lg" p={0} m={0} style={{ listStyle: 'none' }}>
              <Detail icon={<IconMail size={16} />} label="Email">
                <a href={`mailto:${CONTACT_DETAILS.email}`}>{CONTACT_DETAILS.email}</a>
              </Detail>
              <Detail icon={<IconPhone size={16} />} label="Phone">
                <a href={CONTACT_DETAILS.phoneHref}>{CONTACT_DETAILS.phone}</a>
              </Detail>
              <Detail icon={<IconMapPin size={16} />} label="Address">
                <span>{CONTACT_DETAILS.address}</span>
              </Detail>
              <Detail icon={<IconClock size={16} />} label="Support hours">
                <span>24/7 online support by email</span>
              </Detail>
            </Stack>
          </Paper>
        </div>
      </div>
    </Section>
  );
}

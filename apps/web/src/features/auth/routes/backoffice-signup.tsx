import { Anchor, Button, Group, NativeSelect, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useRef } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useSignup } from '@/features/auth/api/signup';
import { normalizeSubdomain, required, validEmail, validPassword, validSubdomain } from '@/features/auth/api/validation';
import { AuthLayout } from '@/features/auth/components/auth-layout';
import { FormErrorAlert } from '@/features/auth/components/form-alert';
import { PasswordField } from '@/features/auth/components/password-field';
import { isApiError } from '@/lib/api-client';
import { countryDefaultsHint, DEFAULT_COUNTRY, useCatalogCountry, useCountryOptions } from '@/lib/countries';
import { errorMessage, fieldErrorsFrom } from '@/lib/form-errors';
import { paths, toBackoffice } from '@/lib/paths';
import { getRuntimeConfig } from '@/lib/runtime-config';

interface SignupFormValues {
  first_name: string;
  last_name: string;
  email: string;
  password: string;
  subdomain: string;
  country: string;
  mobile: string;
}

export function BackofficeSignupRoute() {
  const navigate = useNavigate();
  const signup = useSignup();
  const { baseDomain } = getRuntimeConfig();

  // The server's last refusal ("This subdomain is already taken") describes values that are being
  // changed: it goes as soon as the form changes, so it never sits under a newer inline error.
  const lastSignup = useRef(signup);
  lastSignup.current = signup;
  const form = useForm<SignupFormValues>({
    mode: 'controlled',
    onValuesChange: () => {
      if (lastSignup.current.isError) lastSignup.current.reset();
    },
    initialValues: {
      first_name: '',
      last_name: '',
      email: '',
      password: '',
      subdomain: '',
      country: DEFAULT_COUNTRY,
      mobile: '',
    },
    validate: {
      first_name: required('First name'),
      last_name: required('Last name'),
      email: validEmail,
      password: validPassword,
      subdomain: validSubdomain,
    },
  });

  const handleSubmit = form.onSubmit(
    (values) => {
      const mobile = values.mobile.trim();
      signup.mutate(
        {
          first_name: values.first_name.trim(),
          last_name: values.last_name.trim(),
          email: values.email.trim(),
          password: values.password,
          subdomain: values.subdomain,
          country: values.country,
          ...(mobile ? { mobile } : {}),
        },
        {
          onSuccess: () => {
            void navigate(toBackoffice(paths.backoffice.dashboard), { replace: true });
          },
          onError: (error) => {
            if (isApiError(error)) form.setErrors(fieldErrorsFrom(error.details));
          },
        },
      );
    },
    () => {
      signup.reset();
    },
  );

  const subdomain = form.values.subdomain;
  const countries = useCountryOptions(form.values.country);
  const countryHint = countryDefaultsHint(useCatalogCountry(form.values.country));

  return (
    <AuthLayout
      title="Create your distributor site"
      subtitle="Your site goes live on its own subdomain as soon as you sign up."
      footer={
        <>
          Already have a site?{' '}
          <Anchor component={Link} to={paths.auth.backofficeLogin}>
            Log in to your back office
          </Anchor>
        </>
      }
    >
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <TextInput label="First name" autoComplete="given-name" {...form.getInputProps('first_name')} />
            <TextInput label="Last name" autoComplete="family-name" {...form.getInputProps('last_name')} />
          </SimpleGrid>
          <TextInput label="Email" type="email" autoComplete="email" {...form.getInputProps('email')} />
          <PasswordField
            label="Password"
            autoComplete="new-password"
            description="At least 8 characters"
            {...form.getInputProps('password')}
          />
          <TextInput
            label="Subdomain"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            description={`Your site: ${subdomain || 'yourname'}.${baseDomain}`}
            {...form.getInputProps('subdomain')}
            onChange={(event) => {
              form.setFieldValue('subdomain', normalizeSubdomain(event.currentTarget.value));
            }}
          />
          <NativeSelect label="Country" data={countries} description={countryHint} {...form.getInputProps('country')} />
          <TextInput label="Mobile" type="tel" autoComplete="tel" description="Optional" {...form.getInputProps('mobile')} />
          <FormErrorAlert message={signup.isError ? errorMessage(signup.error, 'Sign up failed') : null} />
          <Group justify="flex-end">
            <Button type="submit" loading={signup.isPending} fullWidth>
              Create my site
            </Button>
          </Group>
        </Stack>
      </form>
    </AuthLayout>
  );
}

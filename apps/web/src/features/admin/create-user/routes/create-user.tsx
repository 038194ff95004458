import { Alert, Button, Group, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { SUBDOMAIN_HINT, SUBDOMAIN_PATTERN } from '@ds/shared';
import { createUserErrors, useCreateUser, type NewUser } from '@/features/admin/create-user/api/create-user';
import { AdminScreen, Panel } from '@/features/admin/components/screen';
import { countryDefaultsHint, DEFAULT_COUNTRY, useCatalogCountry, useCountryOptions } from '@/lib/countries';
import { failureMessage } from '@/lib/form-errors';
import { notifySuccess } from '@/lib/notify';
import { getRuntimeConfig } from '@/lib/runtime-config';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const initialValues: NewUser = { first_name: '', last_name: '', email: '', subdomain: '', country: DEFAULT_COUNTRY, mobile: '' };

/** Client checks mirror the server's signup rules (docs/product.md#validation); the server still decides. */
export function validateNewUser(values: NewUser): Partial<Record<keyof NewUser, string>> {
  const errors: Partial<Record<keyof NewUser, string>> = {};
  if (!values.first_name.trim()) errors.first_name = 'First name is required';
  if (!values.last_name.trim()) errors.last_name = 'Last name is required';
  if (!values.email.trim()) errors.email = 'Email is required';
  else if (!EMAIL.test(values.email.trim())) errors.email = 'Enter a valid email address';
  const sub = values.subdomain.trim().toLowerCase();
  if (!sub) errors.subdomain = 'Subdomain is required';
  else if (!SUBDOMAIN_PATTERN.test(sub)) errors.subdomain = SUBDOMAIN_HINT;
  if (values.mobile.trim() && !/^[+()0-9 .-]{5,25}$/.test(values.mobile.trim())) {
    errors.mobile = 'Enter a valid phone number';
  }
  return errors;
}

/** Creating a distributor (docs/product.md#admin): a new distributor with their site; they set a password from the welcome email. */
export function CreateUserRoute() {
  const create = useCreateUser();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<NewUser>({ mode: 'controlled', initialValues, validate: validateNewUser });
  const { baseDomain } = getRuntimeConfig();
  const subdomain = form.getValues().subdomain.trim().toLowerCase();
  const countries = useCountryOptions(form.getValues().country);
  const countryHint = countryDefaultsHint(useCatalogCountry(form.getValues().country));

  const submit = form.onSubmit((values) => {
    setFailure(null);
    create.mutate(values, {
      onSuccess: (message) => {
        notifySuccess(message, 'Distributor created');
        form.reset();
      },
      onError: (error) => {
        const errors = createUserErrors(error);
        form.setErrors(errors);
        setFailure(Object.keys(errors).length > 0 ? null : failureMessage(error, 'Could not create the distributor'));
      },
    });
  });

  return (
    <AdminScreen
      title="Create distributor"
      description="Creates a distributor and their site. They receive a welcome email with a link to set their password."
      maw={760}
    >
      <Panel>
        <form onSubmit={submit} noValidate aria-label="Create distributor">
          <Stack gap="md">
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput label="First name" withAsterisk autoComplete="off" {...form.getInputProps('first_name')} />
              <TextInput label="Last name" withAsterisk autoComplete="off" {...form.getInputProps('last_name')} />
            </SimpleGrid>
            <TextInput label="Email" type="email" withAsterisk autoComplete="off" {...form.getInputProps('email')} />
            <TextInput
              label="Subdomain"
              withAsterisk
              autoComplete="off"
              description={
                <Text span size="xs" aria-live="polite">
                  Site address: {subdomain || '<subdomain>'}.{baseDomain}
                </Text>
              }
              {...form.getInputProps('subdomain')}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <Select label="Country" data={countries} description={countryHint} allowDeselect={false} {...form.getInputProps('country')} />
              <TextInput label="Mobile" type="tel" autoComplete="off" {...form.getInputProps('mobile')} />
            </SimpleGrid>
            {failure && (
              <Alert color="red" variant="light" role="alert">
                {failure}
              </Alert>
            )}
            <Group>
              <Button type="submit" loading={create.isPending}>
                Create distributor
              </Button>
            </Group>
          </Stack>
        </form>
      </Panel>
    </AdminScreen>
  );
}

import { Anchor, Button, Group, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link, useNavigate } from 'react-router-dom';
import { useLogin } from '@/features/auth/api/login';
import { required, validEmail } from '@/features/auth/api/validation';
import { AuthLayout } from '@/features/auth/components/auth-layout';
import { FormErrorAlert } from '@/features/auth/components/form-alert';
import { PasswordField } from '@/features/auth/components/password-field';
import { errorMessage } from '@/lib/form-errors';
import { paths, toBackoffice } from '@/lib/paths';

export function BackofficeLoginRoute() {
  const navigate = useNavigate();
  const login = useLogin();
  const form = useForm({
    mode: 'controlled',
    initialValues: { email: '', password: '' },
    validate: { email: validEmail, password: required('Password') },
  });

  const handleSubmit = form.onSubmit((values) => {
    login.mutate(
      { email: values.email.trim(), password: values.password },
      {
        onSuccess: () => {
          void navigate(toBackoffice(paths.backoffice.dashboard), { replace: true });
        },
      },
    );
  });

  return (
    <AuthLayout
      title="Distributor login"
      subtitle="Sign in to manage your site."
      footer={
        <>
          New here?{' '}
          <Anchor component={Link} to={paths.auth.backofficeSignup}>
            Create your site
          </Anchor>
        </>
      }
    >
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          <TextInput label="Email" type="email" autoComplete="email" {...form.getInputProps('email')} />
          <PasswordField label="Password" autoComplete="current-password" {...form.getInputProps('password')} />
          <Group justify="flex-end">
            <Anchor component={Link} to={paths.auth.forgotPassword} size="sm">
              Forgot password?
            </Anchor>
          </Group>
          <FormErrorAlert message={login.isError ? errorMessage(login.error, 'Login failed') : null} />
          <Button type="submit" loading={login.isPending} fullWidth>
            Log in
          </Button>
        </Stack>
      </form>
    </AuthLayout>
  );
}

import { Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useNavigate } from 'react-router-dom';
import { useAdminLogin } from '@/features/auth/api/admin-login';
import { required, validEmail } from '@/features/auth/api/validation';
import { AuthLayout } from '@/features/auth/components/auth-layout';
import { FormErrorAlert } from '@/features/auth/components/form-alert';
import { PasswordField } from '@/features/auth/components/password-field';
import { errorMessage } from '@/lib/form-errors';
import { paths, toAdmin } from '@/lib/paths';

export function SuperadminLoginRoute() {
  const navigate = useNavigate();
  const adminLogin = useAdminLogin();
  const form = useForm({
    mode: 'controlled',
    initialValues: { email: '', password: '' },
    validate: { email: validEmail, password: required('Password') },
  });

  const handleSubmit = form.onSubmit((values) => {
    adminLogin.mutate(
      { email: values.email.trim(), password: values.password },
      {
        onSuccess: () => {
          void navigate(toAdmin(paths.admin.dashboard), { replace: true });
        },
      },
    );
  });

  return (
    <AuthLayout title="Super admin login" subtitle="Platform administration.">
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          <TextInput label="Email" type="email" autoComplete="username" {...form.getInputProps('email')} />
          <PasswordField label="Password" autoComplete="current-password" {...form.getInputProps('password')} />
          <FormErrorAlert message={adminLogin.isError ? errorMessage(adminLogin.error, 'Login failed') : null} />
          <Button type="submit" loading={adminLogin.isPending} fullWidth>
            Log in
          </Button>
        </Stack>
      </form>
    </AuthLayout>
  );
}

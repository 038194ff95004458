import { Anchor, Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link } from 'react-router-dom';
import { FORGOT_PASSWORD_DEFAULT_MESSAGE, useForgotPassword } from '@/features/auth/api/forgot-password';
import { validEmail } from '@/features/auth/api/validation';
import { AuthLayout } from '@/features/auth/components/auth-layout';
import { FormErrorAlert, FormSuccessAlert } from '@/features/auth/components/form-alert';
import { errorMessage } from '@/lib/form-errors';
import { paths } from '@/lib/paths';

export function ForgotPasswordRoute() {
  const forgotPassword = useForgotPassword();
  const form = useForm({
    mode: 'controlled',
    initialValues: { email: '' },
    validate: { email: validEmail },
  });

  const handleSubmit = form.onSubmit((values) => {
    forgotPassword.mutate(values.email.trim());
  });

  return (
    <AuthLayout
      title="Forgot your password?"
      subtitle="Enter your email and we will send you a link to reset it."
      footer={
        <Anchor component={Link} to={paths.auth.backofficeLogin}>
          Back to login
        </Anchor>
      }
    >
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          <TextInput label="Email" type="email" autoComplete="email" {...form.getInputProps('email')} />
          <FormSuccessAlert message={forgotPassword.isSuccess ? forgotPassword.data : null} />
          <FormErrorAlert message={forgotPassword.isError ? errorMessage(forgotPassword.error, FORGOT_PASSWORD_DEFAULT_MESSAGE) : null} />
          <Button type="submit" loading={forgotPassword.isPending} fullWidth>
            Send reset link
          </Button>
        </Stack>
      </form>
    </AuthLayout>
  );
}

import { Anchor, Button, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link, useSearchParams } from 'react-router-dom';
import { useResetPassword } from '@/features/auth/api/reset-password';
import { MIN_PASSWORD_LENGTH, validPassword } from '@/features/auth/api/validation';
import { AuthLayout } from '@/features/auth/components/auth-layout';
import { FormErrorAlert, FormSuccessAlert } from '@/features/auth/components/form-alert';
import { PasswordField } from '@/features/auth/components/password-field';
import { isApiError } from '@/lib/api-client';
import { errorMessage, fieldErrorsFrom } from '@/lib/form-errors';
import { paths } from '@/lib/paths';

interface ResetFormValues {
  newPassword: string;
  confirmPassword: string;
}

/** Opened from the emailed link `/reset-password?token=…&email=…`. */
export function ResetPasswordRoute() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const email = searchParams.get('email') ?? '';
  const resetPassword = useResetPassword();

  const form = useForm<ResetFormValues>({
    mode: 'controlled',
    initialValues: { newPassword: '', confirmPassword: '' },
    validate: {
      newPassword: validPassword,
      confirmPassword: (value, values) => (value !== values.newPassword ? 'Passwords do not match' : null),
    },
  });

  const handleSubmit = form.onSubmit((values) => {
    resetPassword.mutate(
      { token, email, newPassword: values.newPassword },
      {
        onError: (error) => {
          if (isApiError(error)) form.setErrors(fieldErrorsFrom(error.details));
        },
      },
    );
  });

  const loginLink = (
    <Anchor component={Link} to={paths.auth.backofficeLogin}>
      Go to login
    </Anchor>
  );

  if (resetPassword.isSuccess) {
    return (
      <AuthLayout title="Choose a new password">
        <Stack gap="md">
          <FormSuccessAlert message={resetPassword.data} />
          {loginLink}
        </Stack>
      </AuthLayout>
    );
  }

  if (!token || !email) {
    return (
      <AuthLayout title="Choose a new password">
        <Stack gap="md">
          <FormErrorAlert message="This reset link is incomplete. Please request a new one." />
          <Anchor component={Link} to={paths.auth.forgotPassword}>
            Request a new reset link
          </Anchor>
        </Stack>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title="Choose a new password" subtitle={`For ${email}`} footer={loginLink}>
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          <PasswordField
            label="New password"
            autoComplete="new-password"
            description={`At least ${String(MIN_PASSWORD_LENGTH)} characters`}
            {...form.getInputProps('newPassword')}
          />
          <PasswordField label="Confirm password" autoComplete="new-password" {...form.getInputProps('confirmPassword')} />
          <FormErrorAlert message={resetPassword.isError ? errorMessage(resetPassword.error, 'Password reset failed') : null} />
          <Button type="submit" loading={resetPassword.isPending} fullWidth>
            Reset password
          </Button>
        </Stack>
      </form>
    </AuthLayout>
  );
}

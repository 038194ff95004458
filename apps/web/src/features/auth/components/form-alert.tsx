import { Alert } from '@mantine/core';

/** Server-side failure shown above the submit button (role=alert, so it is announced). */
export function FormErrorAlert({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <Alert color="red" variant="light">
      {message}
    </Alert>
  );
}

export function FormSuccessAlert({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <Alert color="green" variant="light" role="status">
      {message}
    </Alert>
  );
}

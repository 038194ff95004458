import { notifications } from '@mantine/notifications';

/** Success toasts stay 2 s (docs/product.md#defaults); others use the provider's 4 s default. */
const SUCCESS_TOAST_MS = 2000;

export function notifySuccess(message: string, title?: string): void {
  notifications.show({ color: 'green', title, message, autoClose: SUCCESS_TOAST_MS });
}

export function notifyError(message: string, title?: string): void {
  notifications.show({ color: 'red', title, message });
}

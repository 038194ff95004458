import { Button, Group, Modal, Text } from '@mantine/core';
import { PAYMENT_DIALOG } from '@/features/landing/content';

/** "Payment Gateway Coming Soon!" (docs/product.md#pricing); its own chunk, fetched when Buy Now is about to be used. */
export default function PaymentDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={PAYMENT_DIALOG.title}
      centered
      radius="md"
      closeButtonProps={{ 'aria-label': 'Close dialog' }}
    >
      <Text>{PAYMENT_DIALOG.text}</Text>
      <Group justify="flex-end" mt="xl" gap="sm">
        <Button type="button" variant="default" onClick={onClose}>
          Close
        </Button>
        <Button type="button" color="teal.9" onClick={onClose}>
          OK
        </Button>
      </Group>
    </Modal>
  );
}

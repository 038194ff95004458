/** An admin sent a notification to every distributor; the fan-out writes the inbox rows. */
export class NotificationSent {
  constructor(readonly notificationId: string) {}
}

/** A visitor subscribed to a distributor's newsletter (or came back after unsubscribing). */
export class SubscriberCreated {
  constructor(
    readonly tenantId: string,
    readonly subscriberId: string,
  ) {}
}

/** A visitor left their details on a storefront's contact page. */
export class LeadCaptured {
  constructor(
    readonly tenantId: string,
    readonly leadId: string,
  ) {}
}

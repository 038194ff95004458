import { Int, Nested } from '../../infra/http/answer-properties.js';

/** Why contacts of a request are not invited, by reason (each contact counted once, under its first reason). */
export class InvitationSkips {
  @Int({ description: 'Invited before: each address gets one invitation, ever' }) already_invited!: number;
  @Int({ description: 'Subscribed (confirmed) already' }) subscribed!: number;
  @Int({ description: 'Asked to confirm a subscription already (pending)' }) pending!: number;
  @Int({ description: 'Unsubscribed at some point: never invited' }) unsubscribed!: number;
  @Int({ description: 'Emails to the address bounced: never invited' }) bounced!: number;
  @Int({ description: 'The address reported an email as spam: never invited' }) complained!: number;
  @Int({ description: 'The address is on the suppression list (an erased person)' }) suppressed!: number;
  @Int({ description: 'Over the hourly limit: invite them again later' }) rate_limited!: number;
  @Int({ description: 'Ids that are not contacts of this distributor' }) not_found!: number;
}

/** The answer of an invitation request, or of its preview (nothing written). */
export class InvitationRequestAnswer {
  @Int({ description: 'Invitations queued (preview: that would be queued)' }) queued!: number;
  @Nested(() => InvitationSkips) skipped!: InvitationSkips;
  @Int({ description: 'Invitations per hour per distributor' }) limit_per_hour!: number;
  @Int({ description: 'Invitations still allowed this hour, after this request' }) remaining_this_hour!: number;
}

/** Where the distributor's invitations stand (the Contacts screen's progress). */
export class InvitationStatusAnswer {
  @Int({ description: 'Invitations ever queued' }) invited!: number;
  @Int({ description: 'Of those, emails the mail server accepted' }) sent!: number;
  @Int({ description: 'Not sent yet (waiting for the worker, or retried)' }) waiting!: number;
  @Int({ description: 'Not sent (sending paused, or the person subscribed or unsubscribed meanwhile)' }) not_sent!: number;
  @Int({ description: 'Confirmed their subscription from the invitation' }) confirmed!: number;
  @Int({ description: 'Imported contacts not invited yet' }) imported_not_invited!: number;
  @Int() limit_per_hour!: number;
  @Int() remaining_this_hour!: number;
}

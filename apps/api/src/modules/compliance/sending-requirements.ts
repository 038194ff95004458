/**
 * What must be in place before a distributor's campaign may go out (docs/campaigns.md "Compliance"). Unlike
 * the content warnings (compliance-checker.ts), these are a gate, not a guardrail: no acknowledgement
 * lets a campaign through while one is missing. The composer shows each with a link to where it is
 * fixed; `POST …/send` refuses with the same words.
 *
 * - A postal address: anti-spam law (CAN-SPAM in the US, and the sender-identification rules elsewhere)
 *   asks every marketing email to carry the sender's valid physical postal address. It is the settings'
 *   `address` (Personal info → Address), printed in every campaign's footer (`@ds/campaign-mail`'s
 *   contact line).
 */

type SendingRequirementCode = 'postal_address_missing';

export interface SendingBlocker {
  code: SendingRequirementCode;
  /** What is missing and why, in the distributor's words. */
  message: string;
  /** Where in the back office it is fixed. */
  fix_path: string;
  fix_label: string;
}

/** The back office's settings screen (the web's paths.ts: backoffice + settings). */
const SETTINGS_PATH = '/backoffice/settings';

const POSTAL_ADDRESS_MISSING: SendingBlocker = {
  code: 'postal_address_missing',
  message:
    'Add your postal address before sending: the law requires a postal address in every marketing email, ' +
    'and it is printed in the footer of your campaigns. Add it in Settings, under Personal info → Address.',
  fix_path: SETTINGS_PATH,
  fix_label: 'Add your postal address in Settings',
};

/** A blank address (spaces, line breaks only) is no address. */
function hasPostalAddress(address: string | null | undefined): boolean {
  return !!address?.trim();
}

/** What stops this tenant's campaigns from being sent or scheduled; empty when nothing does. */
export function sendingBlockers(tenant: { address: string | null }): SendingBlocker[] {
  return hasPostalAddress(tenant.address) ? [] : [POSTAL_ADDRESS_MISSING];
}

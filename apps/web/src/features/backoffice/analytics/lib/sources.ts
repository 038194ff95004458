/**
 * The sources the platform tags its own email links with (docs/analytics.md "Clicks"), as the Analytics screen
 * names them: campaign emails carry `utm_source=newsletter`, sequence emails `utm_source=sequence`. Any other
 * source — a referrer's domain, Direct, a tag the distributor chose — is shown as it is.
 */
const EMAIL_SOURCES = new Map([
  ['newsletter', 'Campaign emails'],
  ['sequence', 'Sequences'],
]);

export const sourceLabel = (source: string): string => EMAIL_SOURCES.get(source) ?? source;

/**
 * A UTM campaign as the screen names it: the distributor's campaign (its subject) or sequence (its name) when
 * it is the id of one — their emails' links carry `utm_campaign=<id>` — else the tag as it is.
 */
export const campaignLabel = (campaign: { campaign: string; name?: string | null }): string => campaign.name ?? campaign.campaign;

import { defineResource, useResource } from '../lib/use-resource';
import { typedApi, type Schema } from '@/lib/api/typed-client';

export type NewsletterSummary = Schema<'NewsletterSummaryView'>;
export type Newsletter = Schema<'NewsletterView'>;

/** The distributor's sent campaigns, newest first. */
export const newsletterArchiveResource = () => defineResource('/site/newsletters', () => typedApi.get('/site/newsletters'));

/** One sent campaign's public web version. */
export const newsletterResource = (campaignId: string) =>
  defineResource(`/site/newsletters/${encodeURIComponent(campaignId)}`, () =>
    typedApi.get('/site/newsletters/{campaignId}', { path: { campaignId } }),
  );

export const useNewsletterArchive = () => useResource(newsletterArchiveResource());
export const useNewsletter = (campaignId: string) => useResource(newsletterResource(campaignId));

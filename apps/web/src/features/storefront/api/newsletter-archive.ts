import { defineResource, useResource } from '../lib/use-resource';
import { typedApi } from '@/lib/api/typed-client';

/** The distributor's sent campaigns, newest first. */
const newsletterArchiveResource = () => defineResource('/site/newsletters', () => typedApi.get('/site/newsletters'));

/** One sent campaign's public web version. */
const newsletterResource = (campaignId: string) =>
  defineResource(`/site/newsletters/${encodeURIComponent(campaignId)}`, () =>
    typedApi.get('/site/newsletters/{campaignId}', { path: { campaignId } }),
  );

export const useNewsletterArchive = () => useResource(newsletterArchiveResource());
export const useNewsletter = (campaignId: string) => useResource(newsletterResource(campaignId));

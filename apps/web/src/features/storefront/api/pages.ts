import { defineResource, useResourceAs } from '../lib/use-resource';
import { typedApi } from '@/lib/api/typed-client';

/** A free-form page's fields (docs/product.md#free-form-pages): whatever the distributor's editor saved. */
export type PageData = Record<string, unknown>;

/** An open JSON value the server documents as an object (`{}` when nothing was saved). */
const pageData = (data: unknown): PageData => (data !== null && typeof data === 'object' && !Array.isArray(data) ? (data as PageData) : {});

// The cache holds each answer as the API sent it (so a server-rendered page can embed it as is);
// the hooks below shape it.
const opportunityPageResource = () => defineResource('/site/opportunity-page', () => typedApi.get('/site/opportunity-page'));

const productPageResource = () => defineResource('/site/product-page', () => typedApi.get('/site/product-page'));

const joinUsPageResource = () => defineResource('/site/join-us-page', () => typedApi.get('/site/join-us-page'));

export const useOpportunityPage = () => useResourceAs(opportunityPageResource(), (answer) => pageData(answer.data));
export const useProductPage = () => useResourceAs(productPageResource(), (answer) => pageData(answer.data));
export const useJoinUsPage = () =>
  useResourceAs(joinUsPageResource(), (answer): { data: PageData; joining_link: string | null } => ({
    data: pageData(answer.data),
    joining_link: answer.joining_link?.trim() || null,
  }));

/**
 * The first non-empty string among `keys` (dotted paths allowed) of a free-form page object
 * (docs/product.md#free-form-pages), so both flat (`banner_title`) and sectioned (`page_banner.title`) shapes work.
 */
export function pickText(data: PageData, keys: string[]): string | null {
  for (const key of keys) {
    let value: unknown = data;
    for (const part of key.split('.')) {
      value = value !== null && typeof value === 'object' ? (value as PageData)[part] : undefined;
    }
    if (typeof value === 'string' && value.trim() !== '') return value.trim();
  }
  return null;
}

import { defineResource, useResource } from '../lib/use-resource';
import { api } from '@/lib/api-client';

export type PageData = Record<string, unknown>;

export interface JoinUsPageResponse {
  data?: PageData | null;
  joining_link?: string | null;
}

const asObject = (value: unknown): PageData =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as PageData) : {};

export const opportunityPageResource = () =>
  defineResource('/site/opportunity-page', async () => {
    const answer = await api.get<{ data?: unknown } | undefined>('/site/opportunity-page');
    return asObject(answer?.data);
  });

export const joinUsPageResource = () =>
  defineResource('/site/join-us-page', async (): Promise<{ data: PageData; joining_link: string | null }> => {
    const answer = await api.get<JoinUsPageResponse | undefined>('/site/join-us-page');
    const link = typeof answer?.joining_link === 'string' && answer.joining_link.trim() ? answer.joining_link.trim() : null;
    return { data: asObject(answer?.data), joining_link: link };
  });

export const useOpportunityPage = () => useResource(opportunityPageResource());
export const useJoinUsPage = () => useResource(joinUsPageResource());

/**
 * The first non-empty string among `keys` (dotted paths allowed) of a free-form page object
 * (spec §3: "fields not shown"), so both flat (`banner_title`) and sectioned (`page_banner.title`) shapes work.
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

import { isApiError } from '@/lib/api-client';

/** List answers are arrays, or (tenant API style) an object with a `data` list. */
export function asList<T>(value: unknown): T[] {
  if (Array.isArray(value)) return value as T[];
  if (value !== null && typeof value === 'object') {
    const data = (value as { data?: unknown }).data;
    if (Array.isArray(data)) return data as T[];
  }
  return [];
}

/**
 * Spec §4: not-found is treated as empty for contact-us (CONTACTUS_NOT_FOUND), disclaimers
 * (DISCLAIMERS_NOT_FOUND) and social links (404). A missing store is never "empty".
 */
export function isNotFoundAsEmpty(error: unknown, codes: string[]): boolean {
  if (!isApiError(error)) return false;
  if (error.code && codes.includes(error.code)) return true;
  return error.status === 404 && error.code !== 'STORE_NOT_FOUND';
}

import { isRecord, type Row } from '@/lib/records';

/**
 * Tolerant readers for admin API answers: lists may come bare or wrapped (`{ users: [...] }`,
 * `{ data: [...] }`), single records bare or wrapped (`{ training: {...} }`).
 */
const LIST_KEYS = ['data', 'items', 'results', 'rows'];

export function listFrom(answer: unknown, ...keys: string[]): Row[] {
  const pick = (value: unknown): Row[] | null => (Array.isArray(value) ? value.filter(isRecord) : null);
  const bare = pick(answer);
  if (bare) return bare;
  if (!isRecord(answer)) return [];
  for (const key of [...keys, ...LIST_KEYS]) {
    const direct = pick(answer[key]);
    if (direct) return direct;
    const inner = answer[key];
    if (isRecord(inner)) {
      for (const nestedKey of [...keys, ...LIST_KEYS]) {
        const nested = pick(inner[nestedKey]);
        if (nested) return nested;
      }
    }
  }
  return [];
}

export function recordFrom(answer: unknown, ...keys: string[]): Row | null {
  if (!isRecord(answer)) return null;
  for (const key of [...keys, 'data']) {
    const value = answer[key];
    if (isRecord(value)) return value;
  }
  return answer;
}

/** Text of a value, or null when it is missing or blank. */
export function text(value: unknown): string | null {
  if (typeof value === 'string') return value.trim() === '' ? null : value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return null;
}

/** A value as an id string (ids may be numbers or UUIDs). */
export function idOf(value: unknown): string {
  return text(value) ?? '';
}

export function num(value: unknown, fallback = 0): number {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value);
  return fallback;
}

/** Server message of a successful write (`{ message }`), else the screen's default. */
export function answerMessage(answer: unknown, fallback: string): string {
  return isRecord(answer) && typeof answer.message === 'string' && answer.message !== '' ? answer.message : fallback;
}

import { recordState, type RecordState, type SendingDomainRecord } from '@ds/mail-identity';
import type { Prisma } from '@ds/db';
import type { DnsQuestions, MxQuestions } from '../custom-domains/dns/dns-lookup.js';

/** The one row of `deliverability_checks`: the platform has one sending domain. */
export const PLATFORM_CHECK_ID = 'platform';

/** One of the platform's records as a check found it; `unknown` when DNS gave no answer (timeout, SERVFAIL). */
export interface CheckedPlatformRecord extends SendingDomainRecord {
  state: RecordState | 'unknown';
  /** The TXT values (MX: `<preference> <host>`) at the name (empty when none, or when DNS gave no answer). */
  found: string[];
}

/**
 * Asks DNS for each record through the resolver custom-domain and distributors' sending-domain checks use
 * (`DnsLookup`: DNS_RESOLVERS, DNS_TIMEOUT_MS, no OS cache) and compares what it holds with the record
 * (`recordState`, the rule the distributors' check applies too), so Admin → Deliverability says what
 * receivers see (docs/deliverability.md §2).
 */
export function checkPlatformRecords(
  dns: Pick<DnsQuestions, 'txt'> & MxQuestions,
  records: SendingDomainRecord[],
): Promise<CheckedPlatformRecord[]> {
  return Promise.all(
    records.map(async (record): Promise<CheckedPlatformRecord> => {
      const answer = await (record.type === 'MX' ? dns.mx(record.name) : dns.txt(record.name));
      if (answer.kind === 'error') return { ...record, state: 'unknown', found: [] };
      const found = answer.kind === 'found' ? answer.values : [];
      return { ...record, state: recordState(record, found), found };
    }),
  );
}

/** Whether a stored check asked about exactly these records (a new key or settings since need a new check). */
export function checkedTheseRecords(stored: Prisma.JsonValue, records: SendingDomainRecord[]): boolean {
  const list = Array.isArray(stored) ? (stored as unknown as Partial<SendingDomainRecord>[]) : [];
  const key = (r: Partial<SendingDomainRecord>) => `${r.kind ?? ''} ${r.name ?? ''} ${r.value ?? ''}`;
  return list.length === records.length && list.every((r, i) => key(r) === key(records[i]));
}

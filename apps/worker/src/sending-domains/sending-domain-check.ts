import { recordState, type DistributorSendingRecord } from '@ds/mail-identity';
import type { DnsQuestions } from '../custom-domains/dns/dns-lookup.js';

/** One record of a sending domain after a check: what was expected, what DNS holds, and why it is not right yet. */
interface CheckedSendingRecord extends DistributorSendingRecord {
  /** TXT values found at the name; null when the lookup failed (no answer). */
  found: string[] | null;
  ok: boolean;
  problem: string | null;
}

export interface SendingDomainCheck {
  /**
   * verified: every required record is right; problem: one is missing or wrong; unreachable: DNS gave no
   * answer for one (nothing is known).
   */
  outcome: 'verified' | 'problem' | 'unreachable';
  records: CheckedSendingRecord[];
  /** The problems of the required records joined with `; `, or the verified message. */
  message: string;
}

const SENDING_VERIFIED_MESSAGE = 'DNS records verified: campaigns are sent from your domain';

/** The SPF record's mechanisms without `v=spf1` and `-all`: what a distributor adds to a record of their own. */
const mechanisms = (record: DistributorSendingRecord): string => (record.value ?? '').replace(/^v=spf1 | -all$/g, '');

function problemOf(record: DistributorSendingRecord, state: 'published' | 'missing' | 'different'): string | null {
  const what = record.kind === 'dkim' ? 'DKIM' : record.kind === 'spf' ? 'SPF' : 'DMARC';
  if (state === 'published') return null;
  if (state === 'missing') return `${what} record ${record.name} not found yet — DNS changes can take up to an hour`;
  switch (record.kind) {
    case 'dkim':
      return `${what} record ${record.name} holds another key than ours — publish the value shown`;
    case 'spf':
      return `SPF record of ${record.name} does not name our mail servers — add ${mechanisms(record)} to it (one v=spf1 record per name)`;
    default:
      return `DMARC record ${record.name} is not a single record with a policy (p=)`;
  }
}

/**
 * Asks DNS for each record of a sending domain (the same resolver as custom-domain checks) and compares
 * it with what the distributor was told to publish (`recordState`: our DKIM `p=`, one SPF record naming
 * the relay). Only required records decide the outcome; DMARC is reported but never holds mail back.
 */
export async function checkSendingDomain(
  dns: Pick<DnsQuestions, 'txt'>,
  expected: DistributorSendingRecord[],
): Promise<SendingDomainCheck> {
  const records = await Promise.all(
    expected.map(async (record): Promise<CheckedSendingRecord> => {
      const answer = await dns.txt(record.name);
      if (answer.kind === 'error') {
        const problem = `DNS lookup of ${record.name} failed temporarily (${answer.code.replace(/^E/, '')}) — we will retry automatically`;
        return { ...record, found: null, ok: false, problem };
      }
      const found = answer.kind === 'found' ? answer.values : [];
      const state = recordState(record, found);
      return { ...record, found, ok: state === 'published', problem: problemOf(record, state) };
    }),
  );
  const required = records.filter((r) => r.required);
  const problems = required.filter((r) => !r.ok).map((r) => r.problem as string);
  if (!problems.length) return { outcome: 'verified', records, message: SENDING_VERIFIED_MESSAGE };
  // A wrong record is a definite problem; only when nothing wrong was seen does a failed lookup leave it open.
  const definite = required.some((r) => !r.ok && r.found !== null);
  return { outcome: definite ? 'problem' : 'unreachable', records, message: problems.join('; ') };
}

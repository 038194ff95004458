import { VerificationStatus, type DomainVerification, type Tenant } from '@ds/db';
import { Bool, DateTime, Nested, OneOf, Text, TextList } from '../../infra/http/answer-properties.js';

/** One DNS record to create; `found` / `ok` / `problem` appear once the worker has looked it up. */
export class VerificationRecordView {
  @Text({ description: 'TXT, CNAME or A' }) type!: string;
  @Text() name!: string;
  @Text() value!: string;
  @TextList({ optional: true, nullable: true, description: 'What DNS answered (null: the lookup failed)' }) found?: string[] | null;
  @Bool({ optional: true }) ok?: boolean;
  @Text({ optional: true, nullable: true }) problem?: string | null;
}

export const VERIFICATION_STATES = ['none', ...Object.values(VerificationStatus)] as const;
export type VerificationState = 'none' | VerificationStatus;

/** The custom domain's DNS verification (docs/domains.md); `none` without a custom domain. */
export class VerificationView {
  @OneOf(VERIFICATION_STATES, 'VerificationState') status!: VerificationState;
  @Text({ nullable: true }) domain!: string | null;
  @Nested(() => VerificationRecordView, { list: true }) records!: VerificationRecordView[];
  @DateTime({ nullable: true }) checked_at!: Date | null;
  @DateTime({ nullable: true }) next_check_at!: Date | null;
  @Text({ nullable: true }) message!: string | null;
}

/** The records a verification holds (a JSON column written by the worker's DNS check). */
const verificationRecordsOf = (verification: Pick<DomainVerification, 'records'>): VerificationRecordView[] =>
  Array.isArray(verification.records) ? (verification.records as unknown as VerificationRecordView[]) : [];

/** A tenant's verification as the settings show it: `none` without a custom domain, its DNS status before any check. */
export function toVerificationView(
  tenant: Pick<Tenant, 'custom_domain' | 'dns_status'> & { domainVerification: DomainVerification | null },
): VerificationView {
  const v = tenant.domainVerification;
  if (!v || !tenant.custom_domain) {
    const status = tenant.custom_domain ? tenant.dns_status : 'none';
    return { status, domain: tenant.custom_domain, records: [], checked_at: null, next_check_at: null, message: null };
  }
  const { status, domain, checked_at, next_check_at, message } = v;
  return { status, domain, records: verificationRecordsOf(v), checked_at, next_check_at, message };
}

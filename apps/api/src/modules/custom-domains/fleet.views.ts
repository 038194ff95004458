import { DomainStatus, DomainType } from '@ds/db';
import { DateTime, Id, Int, Nested, OneOf, Text } from '../../infra/http/answer-properties.js';
import { Pagination } from '../../infra/http/common-answers.js';
import { CertificateView } from './certificate.view.js';
import { VERIFICATION_STATES, VerificationRecordView, type VerificationState } from './verification.view.js';

/** One custom domain in the admins' fleet list: the tenant's flags, its DNS verification and certificate. */
export class FleetDomainView {
  @Id() tenant_id!: string;
  @Text() subdomain!: string;
  @Text({ nullable: true }) site_name!: string | null;
  @Text() domain!: string;
  @OneOf(Object.values(DomainType), 'DomainType') domain_type!: DomainType;
  @OneOf(Object.values(DomainStatus), 'DomainStatus', { description: 'The storefront resolves on the domain' }) dns_status!: DomainStatus;
  @OneOf(Object.values(DomainStatus), 'DomainStatus', { description: 'The certificate is active' }) custom_domain_status!: DomainStatus;
  @OneOf(VERIFICATION_STATES, 'VerificationState') verification_status!: VerificationState;
  @Text({ nullable: true }) message!: string | null;
  @DateTime({ nullable: true }) checked_at!: Date | null;
  @DateTime({ nullable: true }) next_check_at!: Date | null;
  @Nested(() => VerificationRecordView, { list: true }) records!: VerificationRecordView[];
  @Nested(() => CertificateView) certificate!: CertificateView;
}

/** Verifications by status, and active certificates, over the whole fleet. */
export class DomainStatsView {
  @Int() total!: number;
  @Int() pending!: number;
  @Int() verified!: number;
  @Int() misconfigured!: number;
  @Int() failed!: number;
  @Int() taken!: number;
  @Int() certificates_active!: number;
}

/** `GET /admin/domains`. */
export class FleetDomainsAnswer {
  @Nested(() => FleetDomainView, { list: true }) domains!: FleetDomainView[];
  @Nested(() => DomainStatsView) stats!: DomainStatsView;
  @Nested(() => Pagination) pagination!: Pagination;
}

/** `POST /admin/domains/:tenantId/retry`. */
export class DomainRetryAnswer {
  @Text() message!: string;
  @Nested(() => FleetDomainView) domain!: FleetDomainView;
}

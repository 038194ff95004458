import { SubscriptionStatus } from '@ds/db';
import { Bool, Nested, OneOf, Text } from '../../../infra/http/answer-properties.js';
import { CertificateView } from '../../custom-domains/certificate.view.js';
import { VerificationView } from '../../custom-domains/verification.view.js';
import { SettingsView } from '../../tenancy/settings.view.js';

/** A distributor's settings as the admin's website setup wizard reads them: the tenant's own plus admin-only fields. */
export class AgentSettingsView extends SettingsView {
  @Text({ description: 'The company default host unless an admin set one' }) primary_domain_name!: string;
  @Bool() primary_domain_name_is_default!: boolean;
  @Text({ nullable: true }) website_link!: string | null;
  @OneOf(Object.values(SubscriptionStatus), 'SubscriptionStatus') subscription_status!: SubscriptionStatus;
  @Text() plan!: string;
}

/** `GET`/`PUT /admin/settings/:tenantId`. */
export class AgentSettingsAnswer {
  @Nested(() => AgentSettingsView) settings!: AgentSettingsView;
  @Nested(() => VerificationView) verification!: VerificationView;
  @Nested(() => CertificateView) certificate!: CertificateView;
}

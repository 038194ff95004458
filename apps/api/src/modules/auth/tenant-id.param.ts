import { UuidParam } from '../../infra/http/uuid-param.js';

/**
 * The `:tenantId` path parameter. Pipes run after the access guards, so a distributor probing another
 * id still gets 403; an id that cannot exist (not a UUID) is simply not found.
 */
export const TenantIdParam = () => UuidParam('tenantId', 'Tenant not found', 'TENANT_NOT_FOUND');

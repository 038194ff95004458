import type { FooterDisclaimer, Prisma } from '@ds/db';
import { defineResource, tenantTable } from '../crud/resource-definition.js';
import { FooterDisclaimerDto } from '../dto/footer-disclaimer.dto.js';
import { FooterDisclaimerView } from '../views/site.views.js';

/**
 * Footer disclaimers (storefronts show the first). Answers are wrapped in `data`; none at all answers
 * DISCLAIMERS_NOT_FOUND; `PUT`/`DELETE` without an id act on the first one (docs/product.md#api lists no id).
 */
export const footerDisclaimersResource = defineResource({
  label: 'Footer disclaimer',
  path: 'footer/disclaimers',
  idParam: 'disclaimerId',
  table: (db) =>
    tenantTable<FooterDisclaimer, Prisma.FooterDisclaimerUncheckedCreateInput, Prisma.FooterDisclaimerUncheckedUpdateInput>(
      db.footerDisclaimer,
    ),
  orderBy: [{ created_at: 'asc' }],
  createDto: FooterDisclaimerDto,
  updateDto: FooterDisclaimerDto,
  files: {},
  toCreate: (fields, { tenantId }) => ({ ...fields, tenant_id: tenantId }),
  toUpdate: (fields) => fields,
  view: FooterDisclaimerView,
  toView: (d: FooterDisclaimer) => ({
    id: d.id,
    site_disclaimer: d.site_disclaimer,
    product_disclaimer: d.product_disclaimer,
    income_disclaimer: d.income_disclaimer,
    created_at: d.created_at,
    updated_at: d.updated_at,
  }),
  notFound: { message: 'Footer disclaimer not found', code: 'DISCLAIMERS_NOT_FOUND' },
  emptyList: { message: 'No footer disclaimers yet', code: 'DISCLAIMERS_NOT_FOUND' },
  wrapData: true,
  firstRecordRoutes: true,
});

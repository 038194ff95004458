import type { CampaignDetail, CampaignDraft, ComplianceWarning, SendingBlocker } from '@/features/backoffice/campaigns/api/campaigns';
import { fakeServer, reply, type SentRequest } from '@/test/fake-server';

/**
 * The campaign endpoints of one distributor (tenant t-1) as a small in-memory server: create, read,
 * update, preview, test and send behave like the API's, including its compliance rule — a sentence
 * claiming to cure something is flagged, and a flagged campaign is sent only with `acknowledge_warnings`;
 * without a postal address (`{ address: false }`) every campaign carries the blocker and no send goes out.
 */

const BASE = '/tenants/t-1/campaigns';
export const CAMPAIGN_ID = 'c-1';

const CLAIM = /[^.]*\bcures?\b[^.]*/i;

/** What the API's compliance check says about a draft (here: only disease claims). */
function warningsOf(draft: CampaignDraft): ComplianceWarning[] {
  const sentence = [draft.subject, draft.preheader, draft.content].map((text) => CLAIM.exec(text)?.[0]).find(Boolean);
  if (!sentence) return [];
  return [
    { kind: 'disease_claim', sentence: sentence.trim(), phrase: 'cures', explanation: 'Products may not be said to cure a disease.' },
  ];
}

export function campaignOf(draft: CampaignDraft, fields: Partial<CampaignDetail> = {}): CampaignDetail {
  return {
    id: CAMPAIGN_ID,
    ...draft,
    status: 'draft',
    status_reason: null,
    audience: 'all',
    audience_tag: null,
    audience_status: null,
    scheduled_at: null,
    sent_at: null,
    created_at: '2026-05-01T10:00:00.000Z',
    updated_at: '2026-05-01T10:00:00.000Z',
    stats: {
      recipients: 0,
      queued: 0,
      sent: 0,
      failed: 0,
      bounced: 0,
      opened: 0,
      clicked: 0,
      complained: 0,
      unsubscribed: 0,
      buy_clicks: 0,
    },
    links: [],
    warnings: warningsOf(draft),
    warnings_acknowledged: false,
    blockers: [],
    ...fields,
  };
}

/** What the API answers when the distributor's settings have no postal address (sending-requirements.ts). */
const POSTAL_ADDRESS_MISSING: SendingBlocker = {
  code: 'postal_address_missing',
  message:
    'Add your postal address before sending: the law requires a postal address in every marketing email, ' +
    'and it is printed in the footer of your campaigns. Add it in Settings, under Personal info → Address.',
  fix_path: '/backoffice/settings',
  fix_label: 'Add your postal address in Settings',
};

/** The email as the preview answers it: a whole document with the subject as its heading. */
export const previewHtml = (draft: CampaignDraft) => `<html><head></head><body><h1>${draft.subject}</h1>${draft.content}</body></html>`;

export function campaignServer(existing: CampaignDetail | null = null, { address = true }: { address?: boolean } = {}) {
  const blockers = address ? [] : [POSTAL_ADDRESS_MISSING];
  let campaign = existing && { ...existing, blockers };
  let saves = 0;
  const draftOf = (request: SentRequest) => request.body as CampaignDraft;
  const stored = (next: CampaignDetail) => {
    // Every save is a new version (the editor keys its send dialog by updated_at).
    saves += 1;
    campaign = { ...next, blockers, updated_at: `2026-05-01T10:0${String(saves)}:00.000Z` };
    return campaign;
  };

  const server = fakeServer({
    'GET /tenants/t-1/products': [],
    'GET /tenants/t-1/blogs': [],
    [`GET ${BASE}`]: () => (campaign ? [campaign] : []),
    [`POST ${BASE}/preview`]: (request: SentRequest) => {
      const draft = draftOf(request);
      return { html: previewHtml(draft), subject: draft.subject, text: draft.subject, warnings: warningsOf(draft), blockers };
    },
    [`POST ${BASE}`]: (request: SentRequest) => reply(201, stored(campaignOf(draftOf(request)))),
    [`GET ${BASE}/${CAMPAIGN_ID}`]: () => campaign ?? reply(404, { message: 'Campaign not found' }),
    [`PUT ${BASE}/${CAMPAIGN_ID}`]: (request: SentRequest) => stored(campaignOf(draftOf(request), { id: CAMPAIGN_ID })),
    [`POST ${BASE}/${CAMPAIGN_ID}/test`]: { message: 'Test email sent to jane@example.com' },
    [`POST ${BASE}/${CAMPAIGN_ID}/send`]: (request: SentRequest) => {
      const body = request.body as {
        scheduled_at?: string;
        acknowledge_warnings?: boolean;
        audience?: 'all' | 'engaged';
        audience_tag?: string;
        audience_status?: CampaignDetail['audience_status'];
      };
      if (!campaign) return reply(404, { message: 'Campaign not found' });
      const [blocker] = blockers;
      if (blocker)
        return reply(409, {
          message: blocker.message,
          code: 'POSTAL_ADDRESS_REQUIRED',
          details: { address: 'missing', fix_path: blocker.fix_path },
        });
      if (campaign.warnings.length && body.acknowledge_warnings !== true) {
        return reply(422, { message: 'Acknowledge the compliance warnings before sending', code: 'COMPLIANCE_ACK_REQUIRED' });
      }
      const stats = { ...campaign.stats, recipients: 3, queued: 3 };
      const audience = body.audience ?? 'all';
      const narrowed = { audience, audience_tag: body.audience_tag?.toLowerCase() ?? null, audience_status: body.audience_status ?? null };
      campaign = body.scheduled_at
        ? { ...campaign, ...narrowed, status: 'scheduled', scheduled_at: body.scheduled_at }
        : { ...campaign, ...narrowed, status: 'sending', scheduled_at: '2026-05-01T10:10:00.000Z', stats };
      return campaign;
    },
  });
  return { server, current: () => campaign };
}

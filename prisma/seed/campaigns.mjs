// Demo campaigns for a distributor with subscribers: one sent (recipients, opens, clicks — so the
// campaign screen shows stats at once, and the storefront's /newsletters archive has an issue) and one
// draft to open in the composer. Written inside the distributor's seeding transaction.

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * @param tx the seeding transaction
 * @param options.tenantId the distributor's tenant
 * @param options.id stable id for a name (seed/ids.mjs, scoped to the distributor)
 * @param options.subscribers the seeded subscribers: { id, email }
 * @param options.blogId a blog post to show as a block, or null
 */
export async function seedCampaigns(tx, { tenantId, id, subscribers, blogId }) {
  if (!subscribers.length) return;
  const sentAt = new Date(Date.now() - 6 * DAY_MS);
  const block = blogId ? `<div data-campaign-block="post" data-id="${blogId}"></div>` : '';
  const sentId = id('campaign:spring');
  await tx.campaign.create({
    data: {
      id: sentId,
      tenant_id: tenantId,
      subject: 'Spring wellness picks',
      preheader: 'Three simple habits and a new read from the blog',
      content:
        '<h2>Hello from my corner of the wellness world!</h2><p>Spring is the perfect time for a fresh start. ' +
        'Here are three habits I keep coming back to:</p><ul><li>A glass of water before every meal</li>' +
        '<li>A ten-minute walk after lunch</li><li>Colourful vegetables on half the plate</li></ul>' +
        `<p>I wrote more about it on my blog:</p>${block}<p>Questions? Just reply to this email.</p>`,
      status: 'sent',
      scheduled_at: sentAt,
      send_started_at: sentAt,
      sent_at: new Date(sentAt.getTime() + 2 * 60 * 1000),
      recipients_count: subscribers.length,
      created_at: new Date(sentAt.getTime() - DAY_MS),
    },
  });
  const recipients = subscribers.map((s, i) => ({
    id: id(`campaign:spring:recipient:${i + 1}`),
    tenant_id: tenantId,
    campaign_id: sentId,
    subscriber_id: s.id,
    email: s.email,
    status: 'sent',
    attempts: 1,
    message_id: `<c.${id(`campaign:spring:recipient:${i + 1}`)}@demo.localhost>`,
    handoff_at: sentAt,
    sent_at: sentAt,
    // Most opened, the first also clicked.
    opened_at: i < Math.max(1, subscribers.length - 1) ? new Date(sentAt.getTime() + (i + 1) * 60 * 60 * 1000) : null,
    clicked_at: i === 0 ? new Date(sentAt.getTime() + 2 * 60 * 60 * 1000) : null,
  }));
  await tx.campaignRecipient.createMany({ data: recipients });
  if (blogId) {
    await tx.campaignClick.create({
      data: {
        id: id('campaign:spring:click:1'),
        tenant_id: tenantId,
        campaign_id: sentId,
        recipient_id: recipients[0].id,
        url: `/blog/${blogId}`,
        clicked_at: recipients[0].clicked_at,
      },
    });
  }
  await tx.campaign.create({
    data: {
      id: id('campaign:summer-draft'),
      tenant_id: tenantId,
      subject: 'Summer hydration tips',
      preheader: 'Stay fresh when the days get hot',
      content: '<p>Summer is around the corner. Here is how I stay hydrated on the hottest days…</p>',
      status: 'draft',
    },
  });
}

import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { INestApplicationContext } from '@nestjs/common';
import type { PrismaClient } from '@ds/db';
import type { SmtpCatcher } from '../testing/smtp-catcher.js';
import { WorkerHarness } from '../testing/worker-harness.js';
import { CampaignTestMailHandler } from './campaign-test-mail.handler.js';

jest.setTimeout(60_000);

/**
 * "Send a test to me" of a sequence's email step (the campaign composer's test, docs/product.md "Sequences"):
 * the step as saved, rendered as the engine sends it, to the distributor's own address — through the worker
 * as deployed, to a real SMTP server.
 */
describe('a sequence email step sent as a test (PostgreSQL + SMTP)', () => {
  let harness: WorkerHarness;
  let prisma: PrismaClient;
  let smtp: SmtpCatcher;
  let app: INestApplicationContext;

  beforeAll(async () => {
    harness = await WorkerHarness.start({ label: 'sequence-step-test-mail', smtp: true });
    ({ prisma, smtp } = harness);
    ({ app } = await harness.startWorker());
  });

  afterAll(() => harness?.stop());

  it("sends the email step to the distributor as '[Test] subject' without tracking; a tag step or another tenant's step is skipped", async () => {
    const tenantId = await harness.seedTenant(
      { subdomain: 'tova', site_name: 'Tova’s Kitchen', address: '2 Bridge Street, Springfield' },
      { first_name: 'Tova', last_name: 'Seller', email: 'tova@example.com' },
    );
    const otherId = await harness.seedTenant(
      { subdomain: 'ugo', site_name: 'Ugo Shop' },
      { first_name: 'Ugo', last_name: 'Seller', email: 'ugo@example.com' },
    );
    const sequence = await prisma.sequence.create({ data: { tenant_id: tenantId, name: 'Welcome', trigger_type: 'lead_captured' } });
    const step = await prisma.sequenceStep.create({
      data: {
        tenant_id: tenantId,
        sequence_id: sequence.id,
        position: 0,
        type: 'email',
        wait_amount: 0,
        wait_unit: 'hours',
        subject: 'Thanks for getting in touch',
        preheader: 'A note from Tova',
        content: '<p>Thank you for your message. I will answer it myself.</p>',
      },
    });
    const tag = await prisma.sequenceStep.create({
      data: { tenant_id: tenantId, sequence_id: sequence.id, position: 1, type: 'add_tag', wait_amount: 1, wait_unit: 'days', tag: 'warm' },
    });
    const handler = app.get(CampaignTestMailHandler);

    expect(await handler.send({ tenantId, sequenceStepId: step.id })).toEqual({ sent: 'sequence-step-test', stepId: step.id });
    await smtp.waitFor(0);
    const [mail] = smtp.messages;
    expect(mail.recipients).toEqual(['tova@example.com']);
    expect(mail.parsed.subject).toBe('[Test] Thanks for getting in touch');
    expect(mail.parsed.html).toContain('Thank you for your message. I will answer it myself.');
    expect(mail.parsed.html).toContain('A note from Tova');
    expect(mail.parsed.html).toContain('2 Bridge Street, Springfield');
    // No tracking: no open pixel, no sequence-track link.
    expect(mail.parsed.html).not.toContain('sequence-track');

    expect(await handler.send({ tenantId, sequenceStepId: tag.id })).toBe('skipped: step gone or not an email');
    expect(await handler.send({ tenantId: otherId, sequenceStepId: step.id })).toBe('skipped: step gone or not an email');
    expect(smtp.messages).toHaveLength(1);
  });
});

import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { INestApplicationContext } from '@nestjs/common';
import type { PrismaClient } from '@ds/db';
import { CampaignTestMailHandler } from '../campaigns/campaign-test-mail.handler.js';
import type { SmtpCatcher } from '../testing/smtp-catcher.js';
import { WorkerHarness } from '../testing/worker-harness.js';
import { AutoresponderMailHandler } from './autoresponder-mail.handler.js';

jest.setTimeout(60_000);

/**
 * The emails a visitor gets are in the site's language (docs/product.md "Languages"): through the worker
 * as deployed, to a real SMTP server, read back with a MIME parser.
 */
describe("emails in the site's language (PostgreSQL + SMTP)", () => {
  let harness: WorkerHarness;
  let prisma: PrismaClient;
  let smtp: SmtpCatcher;
  let app: INestApplicationContext;

  beforeAll(async () => {
    harness = await WorkerHarness.start({ label: 'site-language-mail', smtp: true, env: { COMPANY_NAME: 'Acme Wellness' } });
    ({ prisma, smtp } = harness);
    ({ app } = await harness.startWorker());
  });

  afterAll(() => harness?.stop());

  /** The email to `to`, once the catcher holds message number `index` (0-based). */
  const caught = async (to: string, index: number) => {
    await smtp.waitFor(index);
    const mail = smtp.messages.find((m) => m.recipients.includes(to));
    if (!mail) throw new Error(`no mail to ${to}`);
    return mail.parsed;
  };

  it("sends a Korean site's subscriber the confirmation email in Korean", async () => {
    const tenantId = await harness.seedTenant(
      { subdomain: 'seoul', site_name: '건강한 하루', country: 'KR', currency: 'KRW', site_language: 'ko' },
      { first_name: 'Min', last_name: 'Kim', email: 'min@example.com' },
    );
    const subscriber = await prisma.subscriber.create({
      data: { tenant_id: tenantId, email: 'jiwoo@example.com', status: 'pending', confirmation_sent_at: new Date() },
    });
    expect(await app.get(AutoresponderMailHandler).send({ kind: 'subscriber-confirm', tenantId, subscriberId: subscriber.id })).toEqual({
      sent: 'subscriber-confirm',
      subscriberId: subscriber.id,
    });
    const mail = await caught('jiwoo@example.com', 0);
    expect(mail.subject).toBe('건강한 하루 구독을 확인해 주세요');
    expect(mail.html).toContain('<html lang="ko"');
    expect(mail.html).toContain('건강한 하루 뉴스레터를 구독해 주셔서 감사합니다.');
    expect(mail.html).toContain('구독 확인하기');
    expect(mail.text).toContain('이 링크는 7일 동안 유효합니다.');
    expect(mail.text).toContain('구독을 신청하지 않으셨다면 이 이메일을 무시하세요.');
    expect(mail.text).not.toMatch(/Please confirm|Thank you|The link works/);
  });

  it("puts a Spanish site's campaign footer, its disclaimers and the block buttons in Spanish", async () => {
    const tenantId = await harness.seedTenant(
      {
        subdomain: 'cdmx',
        site_name: 'Bienestar Ana',
        country: 'MX',
        currency: 'MXN',
        site_language: 'es',
        address: 'Av. Reforma 100, Ciudad de México',
      },
      { first_name: 'Ana', last_name: 'López', email: 'ana@example.com' },
    );
    const product = await prisma.product.create({
      data: { tenant_id: tenantId, name: 'Té verde', base_price: 299, currency: 'MXN', status: 'active' },
    });
    const campaign = await prisma.campaign.create({
      data: {
        tenant_id: tenantId,
        subject: 'Novedades de primavera',
        content: `<p>Hola a todos.</p><div data-campaign-block="product" data-id="${product.id}"></div>`,
      },
    });
    expect(await app.get(CampaignTestMailHandler).send({ tenantId, campaignId: campaign.id })).toEqual({
      sent: 'campaign-test',
      campaignId: campaign.id,
    });
    const mail = await caught('ana@example.com', 1);
    expect(mail.subject).toBe('[Test] Novedades de primavera');
    expect(mail.html).toContain('<html lang="es"');
    // The footer: why, the unsubscribe link, the default disclaimers in Spanish, the postal line.
    expect(mail.html).toContain('Recibes este correo porque te suscribiste en');
    expect(mail.html).toMatch(/>Darse de baja<\/a>/);
    expect(mail.html).toContain('Este es el sitio web de un distribuidor independiente. No es el sitio web oficial de Acme Wellness');
    expect(mail.html).toContain('no están destinados a diagnosticar, tratar, curar ni prevenir ninguna enfermedad.');
    expect(mail.html).toContain('no se garantiza ningún ingreso.');
    expect(mail.html).toContain('Av. Reforma 100, Ciudad de México');
    // The product card: the button and the price in the site's language and country.
    expect(mail.html).toContain('Comprar ahora');
    expect(mail.html).toContain('$299.00');
    expect(mail.text).toContain('Darse de baja');
    expect(mail.html).not.toMatch(/Unsubscribe|You receive this email|Buy now|Food and Drug/);
  });
});

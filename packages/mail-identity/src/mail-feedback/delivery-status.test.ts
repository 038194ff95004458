import { describe, expect, it } from '@jest/globals';
import { bounceKind, parseDeliveryStatus, worstBounce } from './delivery-status.js';
import { readFeedbackMessage } from './feedback-message.js';
import { fieldBlocks } from './report-fields.js';

const STATUS = [
  'Reporting-MTA: dns; mx.example.net',
  'Arrival-Date: Thu, 26 Nov 2026 10:00:00 +0000',
  '',
  'Final-Recipient: RFC822; Ben@Example.com',
  'Original-Recipient: rfc822;ben@example.com',
  'Action: failed',
  'Status: 5.1.1 (mailbox unknown)',
  'Diagnostic-Code: smtp; 550 5.1.1 <ben@example.com>:',
  '  Recipient address rejected: User unknown',
  '',
  'Final-Recipient: rfc822; cat@example.com',
  'Action: delayed',
  'Status: 4.2.2',
  'Will-Retry-Until: Fri, 27 Nov 2026 10:00:00 +0000',
  '',
].join('\r\n');

describe('delivery-status parsing (RFC 3464)', () => {
  it('reads each recipient block: Final-Recipient without its type, Action, Status, the unfolded Diagnostic-Code', () => {
    expect(parseDeliveryStatus(STATUS)).toEqual([
      {
        finalRecipient: 'ben@example.com',
        originalRecipient: 'ben@example.com',
        action: 'failed',
        status: '5.1.1',
        diagnosticCode: 'smtp; 550 5.1.1 <ben@example.com>: Recipient address rejected: User unknown',
      },
      { finalRecipient: 'cat@example.com', originalRecipient: null, action: 'delayed', status: '4.2.2', diagnosticCode: null },
    ]);
  });

  it('classifies: failed + 5.x.x hard; delayed or a 4.x.x failure soft; delivered, relayed or expanded nothing', () => {
    expect(bounceKind({ action: 'failed', status: '5.2.1' })).toBe('hard');
    expect(bounceKind({ action: 'failed', status: '4.4.7' })).toBe('soft');
    expect(bounceKind({ action: 'delayed', status: '4.2.2' })).toBe('soft');
    expect(bounceKind({ action: 'delivered', status: '2.0.0' })).toBeNull();
    expect(bounceKind({ action: 'relayed', status: '2.0.0' })).toBeNull();
    expect(worstBounce(parseDeliveryStatus(STATUS))?.kind).toBe('hard');
  });

  it('leaves out blocks without a well-formed Action and Status, and survives garbage', () => {
    expect(parseDeliveryStatus('Action: failed\nStatus: five\n\nStatus: 5.1.1\n')).toEqual([]);
    expect(parseDeliveryStatus('\u0000\u0001:::\n\n  folded without a field\n')).toEqual([]);
    expect(parseDeliveryStatus('')).toEqual([]);
  });

  it('bounds the work a hostile report can cause', () => {
    const many = Array.from({ length: 10_000 }, () => 'Action: failed\nStatus: 5.1.1\n').join('\n');
    expect(fieldBlocks(many)).toHaveLength(50);
    const long = `Diagnostic-Code: ${'x'.repeat(100_000)}\nAction: failed\nStatus: 5.1.1\n`;
    expect(parseDeliveryStatus(long)[0].diagnosticCode!.length).toBeLessThanOrEqual(500);
  });
});

describe('readFeedbackMessage (mailparser)', () => {
  const report = (type: string, parts: string[]) =>
    [
      `Content-Type: multipart/report; report-type=${type}; boundary="b"`,
      'MIME-Version: 1.0',
      '',
      ...parts.flatMap((p) => ['--b', p]),
      '--b--',
      '',
    ].join('\r\n');

  it('a delivery-status notification: its recipients and the original Message-ID', async () => {
    const raw = report('delivery-status', [
      'Content-Type: text/plain\r\n\r\nNot delivered.',
      `Content-Type: message/delivery-status\r\n\r\n${STATUS}`,
      'Content-Type: text/rfc822-headers\r\n\r\nMessage-ID: <c.1@localhost>\r\nSubject: x\r\n',
    ]);
    const read = await readFeedbackMessage(raw);
    expect(read).toMatchObject({ kind: 'delivery-status', original: { messageId: '<c.1@localhost>', listId: null } });
    expect(read.kind === 'delivery-status' && read.recipients).toHaveLength(2);
  });

  it('a base64-encoded status part is decoded', async () => {
    const raw = report('delivery-status', [
      `Content-Type: message/delivery-status\r\nContent-Transfer-Encoding: base64\r\n\r\n${Buffer.from(STATUS).toString('base64')}`,
    ]);
    expect(await readFeedbackMessage(raw)).toMatchObject({ kind: 'delivery-status' });
  });

  it('an ARF report: Original-Rcpt-To, and the original Message-ID and List-Id', async () => {
    const raw = report('feedback-report', [
      'Content-Type: text/plain\r\n\r\nAbuse report',
      'Content-Type: message/feedback-report\r\n\r\nFeedback-Type: abuse\r\nVersion: 1\r\nOriginal-Rcpt-To: rfc822; cat@example.com\r\n',
      'Content-Type: message/rfc822\r\n\r\nMessage-ID: <c.2@localhost>\r\nList-Id: <t-1.localhost>\r\nSubject: x\r\n\r\nbody',
    ]);
    expect(await readFeedbackMessage(raw)).toEqual({
      kind: 'feedback-report',
      complaint: { messageId: '<c.2@localhost>', email: 'cat@example.com', listId: '<t-1.localhost>' },
      from: null,
    });
  });

  it('anything else is not a report', async () => {
    expect((await readFeedbackMessage('\u0000garbage')).kind).toBe('unknown');
    expect((await readFeedbackMessage('Subject: hi\r\n\r\nhello')).kind).toBe('unknown');
    expect(
      (await readFeedbackMessage(report('delivery-status', ['Content-Type: message/delivery-status\r\n\r\nReporting-MTA: dns; x\r\n'])))
        .kind,
    ).toBe('unknown');
  });
});

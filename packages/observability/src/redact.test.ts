import { describe, expect, it } from '@jest/globals';
import { pathOnly, redactSpan, redactText } from './redact.js';

describe('redaction of what traces and logs say', () => {
  it('keeps a request target or URL its path only', () => {
    expect(pathOnly('/api/newsletters/confirm?token=AbC')).toBe('/api/newsletters/confirm');
    expect(pathOnly('http://x.test/reset-password?token=t&email=a%40b.c#top')).toBe('http://x.test/reset-password');
    expect(pathOnly('/api/templates')).toBe('/api/templates');
  });

  it('cuts queries out of free text and masks email addresses', () => {
    expect(redactText('GET http://x.test/api/newsletters/unsubscribe?sid=1&sig=abc failed')).toBe(
      'GET http://x.test/api/newsletters/unsubscribe failed',
    );
    expect(redactText('550 <jane.doe+x@example.co.uk> rejected')).toBe('550 <[email]> rejected');
    expect(redactText('job mail.transactional#7 done: {"sent":"welcome","userId":"u1"}')).toBe(
      'job mail.transactional#7 done: {"sent":"welcome","userId":"u1"}',
    );
  });

  it('cleans a span: no query attribute, no visitor address, no email, paths only', () => {
    const span = {
      name: 'GET /reset-password?token=t',
      attributes: {
        'url.path': '/reset-password',
        'url.query': 'token=t&email=jane%40example.com',
        'url.full': 'http://localhost/reset-password?token=t',
        'client.address': '2001:db8::1',
        'db.query.text': 'EVAL key:jane@example.com',
        'http.response.status_code': 200,
        tags: ['jane@example.com', 1],
      } as Record<string, string | number | (string | number)[]>,
      events: [{ name: 'exception', attributes: { 'exception.message': 'no user jane@example.com' } }],
    };
    redactSpan(span);
    expect(span).toEqual({
      name: 'GET /reset-password',
      attributes: {
        'url.path': '/reset-password',
        'url.full': 'http://localhost/reset-password',
        'db.query.text': 'EVAL key:[email]',
        'http.response.status_code': 200,
        tags: ['[email]', 1],
      },
      events: [{ name: 'exception', attributes: { 'exception.message': 'no user [email]' } }],
    });
  });
});

import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startStack, type Stack } from './support/stack.js';
import { startMailbox } from './support/mailbox.js';

const json = (body: unknown) => ({ method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

describe('forgot password → PasswordResetRequested → mail.transactional → worker → SMTP', () => {
  let stack: Stack;
  let mailbox: Awaited<ReturnType<typeof startMailbox>>;
  const email = 'reset-me@example.com';

  beforeAll(async () => {
    mailbox = await startMailbox();
    stack = await startStack({ SMTP_URL: mailbox.url, MAIL_FROM: 'Distributor Sites <no-reply@sites.test>' });
    const signup = await fetch(
      `${stack.url}/api/users/signup`,
      json({ first_name: 'Rita', last_name: 'Reset', email, password: 'original-pass-1', subdomain: 'rita' }),
    );
    expect(signup.status).toBe(201);
  }, 60_000);

  afterAll(async () => {
    await stack?.stop();
    await mailbox?.close();
  });

  const login = (password: string) => fetch(`${stack.url}/api/users/login`, json({ email, password }));

  async function requestLink(): Promise<URL> {
    const res = await fetch(`${stack.url}/api/users/forgot-password`, json({ email }));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: 'If the email exists, a reset link has been sent.' });
    const mail = await mailbox.next(email);
    expect(mail.to).toEqual([email]);
    expect(mail.subject).toBe('Reset your Distributor Sites password');
    expect(mail.raw).toMatch(/Content-Type: text\/plain/i);
    expect(mail.raw).toMatch(/Content-Type: text\/html/i);
    const links = [...mail.body.matchAll(/http:\/\/localhost:\d+\/reset-password\?token=[A-Za-z0-9_%-]+&(?:amp;)?email=[^\s"<]+/g)].map(
      (m) => m[0].replace('&amp;', '&'),
    );
    expect(links.length).toBeGreaterThanOrEqual(2); // once in the text part, once in the HTML part
    expect(new Set(links).size).toBe(1);
    return new URL(links[0]);
  }

  it('emails a working link that resets the password exactly once', async () => {
    const link = await requestLink();
    expect(link.searchParams.get('email')).toBe(email);
    expect(link.port).toBe(String(stack.port));

    // The link opens the web app's reset screen.
    const page = await fetch(link);
    expect(page.status).toBe(200);

    const body = { token: link.searchParams.get('token'), email, newPassword: 'after-reset-pass-1' };
    const reset = await fetch(`${stack.url}/api/users/reset-password`, json(body));
    expect(reset.status).toBe(200);
    expect(await reset.json()).toEqual({ message: 'Password reset successfully.' });
    expect((await login('after-reset-pass-1')).status).toBe(200);
    expect((await login('original-pass-1')).status).toBe(401);

    const reuse = await fetch(`${stack.url}/api/users/reset-password`, json({ ...body, newPassword: 'second-use-pass-1' }));
    expect(reuse.status).toBe(400);
    expect((await login('second-use-pass-1')).status).toBe(401);
  }, 60_000);

  it('refuses a link once it has expired', async () => {
    const link = await requestLink();
    await stack.prisma.passwordResetToken.updateMany({ where: { used_at: null }, data: { expires_at: new Date(Date.now() - 1000) } });
    const res = await fetch(
      `${stack.url}/api/users/reset-password`,
      json({ token: link.searchParams.get('token'), email, newPassword: 'too-late-pass-1' }),
    );
    expect(res.status).toBe(400);
    expect(((await res.json()) as { code: string }).code).toBe('INVALID_RESET_TOKEN');
    expect((await login('after-reset-pass-1')).status).toBe(200);
  }, 60_000);
});

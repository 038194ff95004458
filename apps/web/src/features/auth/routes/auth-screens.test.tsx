import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { BackofficeLoginRoute } from '@/features/auth/routes/backoffice-login';
import { BackofficeSignupRoute } from '@/features/auth/routes/backoffice-signup';
import { ForgotPasswordRoute } from '@/features/auth/routes/forgot-password';
import { ResetPasswordRoute } from '@/features/auth/routes/reset-password';
import { SuperadminLoginRoute } from '@/features/auth/routes/superadmin-login';
import { renderHtml } from '@/test/render';

const render = (Screen: ComponentType, url = '/') => renderHtml(<Screen />, { url });

const labels = (html: string) => [...html.matchAll(/<label[^>]*>([^<]*)<\/label>/g)].map((m) => m[1]);
const buttons = (html: string) =>
  [...html.matchAll(/<button[^>]*type="submit"[^>]*>([\s\S]*?)<\/button>/g)].map((m) =>
    (m[1] ?? '').replace(/<[^>]+>/g, '').trim(),
  );
const links = (html: string) => [...html.matchAll(/<a[^>]*href="([^"]*)"/g)].map((m) => m[1]);

describe('auth screens', () => {
  it('signup asks for the spec fields and offers "Create my site"', () => {
    const html = render(BackofficeSignupRoute);
    expect(labels(html)).toEqual(['First name', 'Last name', 'Email', 'Password', 'Subdomain', 'Country', 'Mobile']);
    expect(buttons(html)).toEqual(['Create my site']);
    for (const [code, name] of [
      ['US', 'United States'] as const,
      ['CA', 'Canada'] as const,
      ['GB', 'United Kingdom'] as const,
      ['AU', 'Australia'] as const,
      ['IN', 'India'] as const,
    ]) {
      expect(html).toMatch(new RegExp(`<option value="${code}"[^>]*>${name}</option>`));
    }
    expect(html).toContain('Your site: yourname.localhost');
  });

  it('distributor login has Email, Password, "Log in" and links to forgot-password and signup', () => {
    const html = render(BackofficeLoginRoute);
    expect(labels(html)).toEqual(['Email', 'Password']);
    expect(buttons(html)).toEqual(['Log in']);
    expect(links(html)).toEqual(expect.arrayContaining(['/forgot-password', '/backoffice-signup']));
  });

  it('super admin login has Email, Password and "Log in"', () => {
    const html = render(SuperadminLoginRoute);
    expect(labels(html)).toEqual(['Email', 'Password']);
    expect(buttons(html)).toEqual(['Log in']);
  });

  it('forgot password has Email and "Send reset link"', () => {
    const html = render(ForgotPasswordRoute);
    expect(labels(html)).toEqual(['Email']);
    expect(buttons(html)).toEqual(['Send reset link']);
  });

  it('reset password has New password, Confirm password and "Reset password"', () => {
    const html = render(ResetPasswordRoute, '/reset-password?token=abc&email=jane%40example.com');
    expect(labels(html)).toEqual(['New password', 'Confirm password']);
    expect(buttons(html)).toEqual(['Reset password']);
  });
});

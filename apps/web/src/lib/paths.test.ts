import { describe, expect, it } from 'vitest';
import { isAdminArea, loginPathFor, toAdmin, toBackoffice } from '@/lib/paths';

describe('paths', () => {
  it('counts paths beginning with /admin as the admin area', () => {
    expect(isAdminArea('/admin')).toBe(true);
    expect(isAdminArea('/admin/agents')).toBe(true);
    expect(isAdminArea('/backoffice/dashboard')).toBe(false);
  });

  it('sends the admin area to /superadmin-login and everything else to /backoffice-login', () => {
    expect(loginPathFor('/admin/dashboard')).toBe('/superadmin-login');
    expect(loginPathFor('/backoffice/settings')).toBe('/backoffice-login');
    expect(loginPathFor('/')).toBe('/backoffice-login');
  });

  it('builds absolute area paths', () => {
    expect(toBackoffice('opportunity', 'page-banner')).toBe('/backoffice/opportunity/page-banner');
    expect(toAdmin('training/manage')).toBe('/admin/training/manage');
  });
});

import { describe, expect, it } from 'vitest';
import { emailsParams, emailsQuery } from '@/features/admin/emails/api/emails';

// What the screen shows of an answer, and how it pages, filters and retries through the DOM against a fake
// server, is in routes/emails.dom.test.tsx; here only the query a page of the list is asked with.

describe('admin emails query', () => {
  it('asks for failed emails, first page of 10, by default', () => {
    expect(emailsParams(emailsQuery())).toEqual({ status: 'failed', page: 1, limit: 10 });
  });

  it('sends the chosen status and page; All sends no status at all', () => {
    expect(emailsParams(emailsQuery({ status: 'pending', page: 3 }))).toEqual({ status: 'pending', page: 3, limit: 10 });
    expect(emailsParams(emailsQuery({ status: 'all', page: 2, limit: 25 }))).toEqual({ status: undefined, page: 2, limit: 25 });
  });

  it('never asks for a page below 1 or a size below 1', () => {
    expect(emailsParams(emailsQuery({ page: 0, limit: 0 }))).toMatchObject({ page: 1, limit: 10 });
    expect(emailsParams(emailsQuery({ page: -4 }))).toMatchObject({ page: 1 });
  });
});

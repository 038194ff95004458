import { describe, expect, it } from 'vitest';
import { getMessages, markHandled } from '@/features/admin/messages/api/messages';
import { deleteCategory } from '@/features/admin/training/api/categories';
import { toTrainingValues, trainingBody, type Training } from '@/features/admin/training/api/trainings';
import { multipartEntries } from '@/features/admin/lib/multipart';
import { listParams, listQuery, pageIn, serverPage, toPagination } from '@/features/admin/lib/paging';
import { fakeBrowser, json } from '@/features/admin/test/fake-browser';

describe('multipart bodies', () => {
  it('send text and booleans, a picked file, and "" for a removed file; never an unchanged URL', () => {
    const file = new File(['x'], 'logo.png', { type: 'image/png' });
    const entries = multipartEntries(
      { title: ' T ', is_published: false, image: file, file: null, other: '/uploads/a.pdf' },
      { fileFields: ['image', 'file', 'other'], initial: { file: '/uploads/old.pdf', other: '/uploads/a.pdf' } },
    );
    expect(entries).toEqual([
      ['title', 'T'],
      ['is_published', 'false'],
      ['image', file],
      ['file', ''],
    ]);
  });

  it('a training with no category sends category_id ""', () => {
    const old: Training = {
      id: 't',
      title: 'Old',
      description: null,
      content: null,
      video_url: null,
      file: null,
      image: '/uploads/i.png',
      is_published: true,
      category_id: 'c-1',
      category_name: 'Basics',
      created_at: '2026-05-01T10:00:00.000Z',
      updated_at: '2026-05-01T10:00:00.000Z',
    };
    const initial = toTrainingValues(old);
    const body = trainingBody({ ...initial, title: 'New', category_id: '' }, initial);
    expect(body.get('title')).toBe('New');
    expect(body.get('category_id')).toBe('');
    expect(body.has('image')).toBe(false);
  });
});

describe('messages and categories', () => {
  it('lists messages newest first, filtered by status', async () => {
    const { fetch, sent } = fakeBrowser({ pathname: '/admin/messages' });
    fetch.mockImplementation(async () =>
      json(200, {
        messages: [
          {
            id: 'a',
            name: 'Old',
            email: 'o@example.com',
            subject: null,
            message: 'x',
            created_at: '2026-01-01T00:00:00Z',
            handled_at: null,
            status: 'open',
          },
          {
            id: 'b',
            name: 'New',
            email: 'n@example.com',
            subject: null,
            message: 'y',
            created_at: '2026-03-01T00:00:00Z',
            handled_at: '2026-03-02T00:00:00Z',
            status: 'handled',
          },
        ],
      }),
    );
    const messages = await getMessages('open');
    expect(sent().url).toBe('/api/admin/messages?status=open');
    expect(messages.map((m) => [m.id, m.status])).toEqual([
      ['b', 'handled'],
      ['a', 'open'],
    ]);
    await getMessages('all');
    expect(sent(1).url).toBe('/api/admin/messages');
  });

  it('marks a message handled', async () => {
    const { fetch, sent } = fakeBrowser();
    fetch.mockResolvedValue(json(200, { message: 'Message marked as handled' }));
    await expect(markHandled('m-1')).resolves.toBe('Message marked as handled');
    expect([sent().method, sent().url]).toEqual(['PUT', '/api/admin/messages/m-1/handled']);
  });

  it('deleting a category reports how many trainings became uncategorised', async () => {
    const { fetch } = fakeBrowser();
    fetch.mockResolvedValue(json(200, { message: 'Category deleted', trainings_uncategorised: 2 }));
    await expect(deleteCategory('c-1')).resolves.toEqual({ message: 'Category deleted', uncategorised: 2 });
  });
});

describe('server-paged lists', () => {
  it('have one canonical query per search and page (the cache key): trimmed, page ≥ 1, 10 per page', () => {
    expect(listQuery({ search: '  Zelda QUINN ', page: 2 })).toEqual({ search: 'Zelda QUINN', page: 2, limit: 10 });
    expect(listQuery({ page: 0 })).toEqual({ search: '', page: 1, limit: 10 });
    expect(listQuery({ page: Number.NaN, limit: 0 })).toEqual({ search: '', page: 1, limit: 10 });
    expect(listParams(listQuery())).toEqual({ search: undefined, page: 1, limit: 10 });
  });

  it("read the answer's pagination; a whole-list answer (limit null) counts the asked size", () => {
    const asked = listQuery({ page: 3 });
    expect(toPagination({ page: 3, limit: 10, total: 10_023 }, asked)).toEqual({ page: 3, limit: 10, total: 10_023 });
    expect(toPagination({ page: 1, limit: null, total: 12 }, listQuery())).toEqual({ page: 1, limit: 10, total: 12 });
  });

  it('count the pages from the total; a page past the end shows as such (the screen then goes to the last)', () => {
    expect(serverPage(['a'], { page: 2, limit: 10, total: 11 })).toEqual({ items: ['a'], page: 2, totalPages: 2, total: 11 });
    expect(serverPage([], { page: 4, limit: 10, total: 25 })).toMatchObject({ page: 4, totalPages: 3 });
  });

  it('go back to page 1 when the search or filter changes, and keep the page otherwise', () => {
    const chosen = { scope: '["zelda","all"]', page: 3 };
    expect(pageIn(chosen, '["zelda","all"]')).toBe(3);
    expect(pageIn(chosen, '["zeld","all"]')).toBe(1);
    expect(pageIn(chosen, '["zelda","pending"]')).toBe(1);
  });
});

import { describe, expect, it } from 'vitest';
import { getMessages, markHandled } from '@/features/admin/messages/api/messages';
import { deleteCategory } from '@/features/admin/training/api/categories';
import { toTrainingValues, toTraining, trainingBody } from '@/features/admin/training/api/trainings';
import { listFrom, recordFrom } from '@/features/admin/lib/data';
import { multipartEntries } from '@/features/admin/lib/multipart';
import { fakeBrowser, json } from '@/features/admin/test/fake-browser';

describe('answer readers', () => {
  it('read lists bare, named or wrapped in data', () => {
    expect(listFrom([{ id: 1 }])).toEqual([{ id: 1 }]);
    expect(listFrom({ users: [{ id: 2 }] }, 'users')).toEqual([{ id: 2 }]);
    expect(listFrom({ data: { trainings: [{ id: 3 }] } }, 'trainings')).toEqual([{ id: 3 }]);
    expect(listFrom({ message: 'nope' }, 'users')).toEqual([]);
    expect(recordFrom({ user: { id: 4 } }, 'user')).toEqual({ id: 4 });
  });
});

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
    const initial = toTrainingValues(toTraining({ id: 't', title: 'Old', image: '/uploads/i.png', category_id: 'c-1' }));
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
          { id: 'a', name: 'Old', email: 'o@example.com', message: 'x', created_at: '2026-01-01T00:00:00Z', status: 'open' },
          { id: 'b', name: 'New', email: 'n@example.com', message: 'y', created_at: '2026-03-01T00:00:00Z', handled_at: '2026-03-02T00:00:00Z' },
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

import { describe, expect, it } from 'vitest';
import { UNCATEGORISED, trainingFeedOf, type Training } from '@/features/backoffice/training/api/training';

const training = (fields: Partial<Training> & Pick<Training, 'id' | 'title'>): Training => ({
  description: null,
  content: null,
  video_url: null,
  file: null,
  image: null,
  category_id: null,
  category_name: null,
  created_at: '2026-05-01T10:00:00.000Z',
  ...fields,
});

describe('training feed', () => {
  it('groups trainings by category in the categories’ order, with uncategorised ones last', () => {
    const feed = trainingFeedOf({
      trainings: [
        training({ id: 't1', title: 'Prospecting 101', category_id: 'c2', category_name: 'Sales', video_url: 'https://v.example/1' }),
        training({ id: 't2', title: 'Welcome', category_id: null, file: '/uploads/w.pdf' }),
        training({ id: 't3', title: 'Products', category_id: 'c1', category_name: 'Basics' }),
        training({ id: 't4', title: 'Orphan', category_id: 'c9', category_name: 'Archived' }),
      ],
      categories: [
        { id: 'c1', name: 'Basics' },
        { id: 'c2', name: 'Sales' },
        { id: 'c3', name: 'Empty' },
      ],
    });
    expect(feed.groups.map((group) => [group.name, group.trainings.map((training) => training.title)])).toEqual([
      ['Basics', ['Products']],
      ['Sales', ['Prospecting 101']],
      ['Archived', ['Orphan']],
      [UNCATEGORISED, ['Welcome']],
    ]);
    expect(feed.trainings[1]?.file).toBe('/uploads/w.pdf');
  });

  it('only follows safe links', () => {
    const feed = trainingFeedOf({ trainings: [training({ id: 't1', title: 'x', video_url: 'javascript:alert(1)' })], categories: [] });
    expect(feed.trainings[0]?.video_url).toBeNull();
  });
});

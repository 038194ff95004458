import { describe, expect, it } from 'vitest';
import { UNCATEGORISED, normalizeTrainingFeed } from '@/features/backoffice/training/api/training';

describe('training feed', () => {
  it('groups trainings by category in the categories’ order, with uncategorised ones last', () => {
    const feed = normalizeTrainingFeed({
      trainings: [
        { id: 1, title: 'Prospecting 101', category_id: 'c2', category_name: 'Sales', video_url: 'https://v.example/1' },
        { id: 2, title: 'Welcome', category_id: null, file: '/uploads/w.pdf' },
        { id: 3, title: 'Products', category_id: 'c1', category_name: 'Basics' },
        { id: 4, title: 'Orphan', category_id: 'c9', category_name: 'Archived' },
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
});

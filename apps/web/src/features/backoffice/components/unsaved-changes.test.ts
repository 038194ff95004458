import { describe, expect, it } from 'vitest';
import { leavesScreen, nextDirtySet } from '@/features/backoffice/components/unsaved-changes';

describe('unsaved changes registry', () => {
  it('tracks which forms are dirty and keeps the same set when nothing changes', () => {
    const empty: ReadonlySet<string> = new Set();
    const one = nextDirtySet(empty, 'a', true);
    expect([...one]).toEqual(['a']);
    expect(nextDirtySet(one, 'a', true)).toBe(one);
    const two = nextDirtySet(one, 'b', true);
    expect(two.size).toBe(2);
    expect([...nextDirtySet(two, 'a', false)]).toEqual(['b']);
    expect(nextDirtySet(empty, 'x', false)).toBe(empty);
  });

  it('holds navigation to another path or query, not to the same screen', () => {
    expect(leavesScreen({ pathname: '/backoffice/blogs', search: '' }, { pathname: '/backoffice/blogs', search: '' })).toBe(false);
    expect(leavesScreen({ pathname: '/backoffice/blogs', search: '' }, { pathname: '/backoffice/blogs', search: '?blog=1' })).toBe(true);
    expect(leavesScreen({ pathname: '/backoffice/blogs', search: '' }, { pathname: '/backoffice/settings', search: '' })).toBe(true);
  });
});

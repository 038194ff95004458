import { describe, expect, it } from 'vitest';
import { buildRequestBody, changedFieldNames, formEntries, sameValues, toFormData } from '@/features/backoffice/lib/form-values';

const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'logo.png', { type: 'image/png', lastModified: 1 });

describe('form values → request bodies', () => {
  it('sends a new file as a part, nothing for an unchanged URL, and "" to remove a stored file', () => {
    const file = png();
    const initial = { image: '/uploads/a.png', banner: '/uploads/b.png', pdf: null };
    const entries = formEntries({ image: file, banner: null, pdf: null }, { fileFields: ['image', 'banner', 'pdf'], initial });
    expect(entries).toEqual([
      ['image', file],
      ['banner', ''],
    ]);
    expect(formEntries({ image: '/uploads/a.png' }, { fileFields: ['image'], initial })).toEqual([]);
  });

  it('writes booleans as true/false, numbers as text and only the named fields', () => {
    expect(
      formEntries({ is_visible: false, sort_order: 2, title: 'T', skip: 'x' }, { only: ['is_visible', 'sort_order', 'title'] }),
    ).toEqual([
      ['is_visible', 'false'],
      ['sort_order', '2'],
      ['title', 'T'],
    ]);
  });

  it('builds multipart FormData with file names', () => {
    const body = toFormData({ image: png(), description: 'Hello' }, { fileFields: ['image'] });
    expect((body.get('image') as File).name).toBe('logo.png');
    expect(body.get('description')).toBe('Hello');
  });

  it('an update carries only what changed; a create carries everything', () => {
    const initial = { title: 'A', content: '<p>x</p>', image: '/uploads/a.png', is_visible: true };
    const values = { ...initial, title: 'B', is_visible: false };
    expect(changedFieldNames(values, initial)).toEqual(['title', 'is_visible']);
    const update = buildRequestBody(values, initial, { fileFields: ['image'], changedOnly: true }) as FormData;
    expect([...update.keys()]).toEqual(['title', 'is_visible']);
    const create = buildRequestBody(values, initial, { fileFields: ['image'] }) as FormData;
    expect([...create.keys()]).toEqual(['title', 'content', 'is_visible']);
  });

  it('JSON bodies trim text and leave files out', () => {
    expect(buildRequestBody({ facebook: ' https://fb.com/x ', image: png() }, {}, { json: true, fileFields: ['image'] })).toEqual({
      facebook: 'https://fb.com/x',
    });
  });

  it('compares values including picked files', () => {
    const file = png();
    expect(sameValues({ a: '1', f: file }, { a: '1', f: file })).toBe(true);
    expect(sameValues({ a: '1', f: null }, { a: '1', f: file })).toBe(false);
  });
});

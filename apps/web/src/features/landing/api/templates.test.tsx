import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import {
  descriptionOf,
  fetchTemplates,
  imageOf,
  nameOf,
  previewTargetOf,
  templatesErrorMessage,
  type TemplateSummary,
} from '@/features/landing/api/templates';
import { TemplateGalleryContent, TemplateGallerySection } from '@/features/landing/components/template-gallery';
import { fakeApi, json } from '@/features/landing/test/fake-api';
import { ApiError } from '@/lib/api-client';
import { renderServerHtml, textOfServerHtml } from '@/test/server-html';

describe('template fallbacks', () => {
  it('previews the route, else /template{id}, else nothing', () => {
    expect(previewTargetOf({ id: 1, route: '/template1' })).toEqual({ kind: 'internal', to: '/template1' });
    expect(previewTargetOf({ id: 1, route: 'template1/products' })).toEqual({ kind: 'internal', to: '/template1/products' });
    expect(previewTargetOf({ id: 2, route: null })).toEqual({ kind: 'internal', to: '/template2' });
    expect(previewTargetOf({ id: 1, route: '   ' })).toEqual({ kind: 'internal', to: '/template1' });
    expect(previewTargetOf({ id: 4, route: 'https://demo.example.com/t4' })).toEqual({
      kind: 'external',
      href: 'https://demo.example.com/t4',
    });
    // The server's route is followed even when it names a preview this build does not know.
    expect(previewTargetOf({ id: 7, route: '/template7' })).toEqual({ kind: 'internal', to: '/template7' });
    expect(previewTargetOf({ route: null })).toBeUndefined();
    expect(previewTargetOf({ route: '' })).toBeUndefined();
    // Unsafe routes are never used as link targets.
    expect(previewTargetOf({ route: 'javascript:alert(1)' })).toBeUndefined();
    expect(previewTargetOf({ id: 2, route: 'javascript:alert(1)' })).toEqual({ kind: 'internal', to: '/template2' });
  });

  it('uses /template{id} only for a preview that exists (no bounce to the landing page)', () => {
    expect(previewTargetOf({ id: 3, route: null })).toEqual({ kind: 'internal', to: '/template3' });
    expect(previewTargetOf({ id: 4, route: null })).toBeUndefined();
    expect(previewTargetOf({ id: 3, route: null }, ['/template1'])).toBeUndefined();
  });

  it('falls back to the placeholder image, "No description available" and a generic name', () => {
    expect(imageOf({ image: '/uploads/t1.png' })).toBe('/uploads/t1.png');
    expect(imageOf({ image: null })).toBe('/landing/template-placeholder.svg');
    expect(imageOf({ image: '' })).toBe('/landing/template-placeholder.svg');
    expect(descriptionOf({ description: 'Clean' })).toBe('Clean');
    expect(descriptionOf({})).toBe('No description available');
    expect(nameOf({ name: ' Classic ' }, 0)).toBe('Classic');
    expect(nameOf({}, 1)).toBe('Template 2');
  });

  it("words an HTTP failure as 'Failed to fetch templates: {status text}'", () => {
    expect(templatesErrorMessage(new ApiError(500, 'Internal error'))).toBe('Failed to fetch templates: Internal Server Error');
    expect(templatesErrorMessage(new ApiError(404, 'Not found'))).toBe('Failed to fetch templates: Not Found');
    expect(templatesErrorMessage(new ApiError(599, 'x'))).toBe('Failed to fetch templates: HTTP 599');
    expect(templatesErrorMessage(new ApiError(0, 'Network request failed'))).toBe('Network request failed');
  });
});

describe('fetchTemplates (GET /api/templates)', () => {
  it('reads the list', async () => {
    const { client, fetch, sent } = fakeApi();
    fetch.mockResolvedValue(json(200, [{ id: 1, name: 'Classic', description: 'd', image: null, route: '/template1' }]));
    await expect(fetchTemplates(client)).resolves.toEqual([{ id: 1, name: 'Classic', description: 'd', image: null, route: '/template1' }]);
    expect(sent().url).toBe('/api/templates');
  });

  it('fails with the status on an HTTP error', async () => {
    const { client, fetch } = fakeApi();
    fetch.mockResolvedValue(json(503, { message: 'Down' }, 'Service Unavailable'));
    const error = await fetchTemplates(client).catch((e: unknown) => e);
    expect(templatesErrorMessage(error)).toBe('Failed to fetch templates: Service Unavailable');
  });
});

describe('template gallery states', () => {
  const cardsOf = (templates: TemplateSummary[]) => renderServerHtml(<TemplateGalleryContent state={{ status: 'success', templates }} />);

  it("shows 'Loading templates...' while loading", () => {
    expect(textOfServerHtml(renderServerHtml(<TemplateGalleryContent state={{ status: 'pending' }} />))).toContain('Loading templates...');
  });

  it("shows 'Error: {message}' on failure", () => {
    const html = renderServerHtml(<TemplateGalleryContent state={{ status: 'error', error: new ApiError(500, 'x') }} />);
    expect(textOfServerHtml(html)).toContain('Error: Failed to fetch templates: Internal Server Error');
    expect(html).toContain('role="alert"');
  });

  it("shows 'No templates available' for an empty list", () => {
    expect(textOfServerHtml(cardsOf([]))).toContain('No templates available');
  });

  it('renders one card per template with its fallbacks', () => {
    const html = cardsOf([
      { id: 1, name: 'Classic', description: 'Clean and bright', image: '/templates/template-1.svg', route: '/template1' },
      { id: 2, name: 'Warm', description: null, image: null, route: null },
      { id: 4, name: 'Orphan', description: 'No way to preview', image: null, route: null },
    ]);
    const text = textOfServerHtml(html);
    expect(html.match(/<article/g)).toHaveLength(3);
    expect(text).toMatch(
      /Classic Clean and bright Preview Warm No description available Preview Orphan No way to preview No valid route available for this template\./,
    );
    expect(html).toMatch(
      /<a[^>]*href="\/template1"[^>]*aria-label="Preview Classic"|<a[^>]*aria-label="Preview Classic"[^>]*href="\/template1"/,
    );
    expect(html).toMatch(/href="\/template2"/);
    expect(html).toContain('src="/templates/template-1.svg"');
    expect(html.match(/src="\/landing\/template-placeholder\.svg"/g)).toHaveLength(2);
    expect(html).toContain('alt="Preview of the Classic design"');
  });

  it('reads the templates query', () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
    queryClient.setQueryData(['landing', 'templates'], [{ id: 1, name: 'Classic', route: '/template1' }]);
    const html = renderServerHtml(<TemplateGallerySection />, { queryClient });
    expect(textOfServerHtml(html)).toContain('Classic No description available Preview');
    expect(html).toContain('id="templates"');
  });
});

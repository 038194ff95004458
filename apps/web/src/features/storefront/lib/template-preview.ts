/** The templates a distributor can pick (docs/product.md#defaults); the picker's "Preview" links use the same ids. */
const PREVIEWABLE_TEMPLATES = [1, 2, 3] as const;

/**
 * `?preview_template=2` shows the site in another template without saving the choice (the back office's
 * template previews). Anything but a supported id is ignored, so the saved template shows.
 */
export function previewTemplateFrom(search: string): number | null {
  const value = Number(new URLSearchParams(search).get('preview_template'));
  return (PREVIEWABLE_TEMPLATES as readonly number[]).includes(value) ? value : null;
}

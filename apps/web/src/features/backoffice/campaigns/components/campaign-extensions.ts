import { mergeAttributes, Node } from '@tiptap/react';

/**
 * The composer's two additions to the rich-text editor. Both serialise to exactly what the API keeps
 * (packages/campaign-mail content.ts): `<img src alt>` for an uploaded image, and the empty marker
 * `<div data-campaign-block="product|post" data-id="…">` for a block, which the server expands into the
 * product's or post's current card when previewing and sending.
 */

export const CampaignImage = Node.create({
  name: 'image',
  group: 'block',
  atom: true,
  draggable: true,
  addAttributes() {
    return { src: { default: null }, alt: { default: '' } };
  },
  parseHTML() {
    return [{ tag: 'img[src]' }];
  },
  renderHTML({ HTMLAttributes }) {
    return ['img', mergeAttributes(HTMLAttributes, { style: 'max-width:100%;height:auto' })];
  },
});

export type BlockKind = 'product' | 'post';

export interface CampaignBlockOptions {
  /** The name shown in the editor for a block (the product's or post's), or null when it is gone. */
  labelOf: (kind: BlockKind, id: string) => string | null;
}

const KIND_WORD: Record<BlockKind, string> = { product: 'Product', post: 'Blog post' };

export const CampaignBlock = Node.create<CampaignBlockOptions>({
  name: 'campaignBlock',
  group: 'block',
  atom: true,
  draggable: true,
  addOptions() {
    return { labelOf: () => null };
  },
  addAttributes() {
    return {
      kind: {
        default: 'product',
        parseHTML: (el) => el.getAttribute('data-campaign-block'),
        renderHTML: (attrs: { kind: string }) => ({ 'data-campaign-block': attrs.kind }),
      },
      id: {
        default: null,
        parseHTML: (el) => el.getAttribute('data-id'),
        renderHTML: (attrs: { id: string }) => ({ 'data-id': attrs.id }),
      },
    };
  },
  parseHTML() {
    return [{ tag: 'div[data-campaign-block]' }];
  },
  renderHTML({ HTMLAttributes }) {
    return ['div', HTMLAttributes];
  },
  addNodeView() {
    return ({ node }) => {
      const kind = node.attrs.kind as BlockKind;
      const id = node.attrs.id as string;
      const dom = document.createElement('div');
      dom.contentEditable = 'false';
      dom.setAttribute('data-campaign-block', kind);
      dom.setAttribute('role', 'group');
      const label = this.options.labelOf(kind, id);
      dom.textContent = `${KIND_WORD[kind] ?? 'Block'}: ${label ?? 'no longer available (left out of the email)'}`;
      dom.style.cssText =
        'border:1px dashed #8c959f;border-radius:6px;padding:10px 12px;margin:8px 0;background:#f6f8fa;font-weight:500;cursor:grab';
      return { dom };
    };
  },
});

import '@mantine/tiptap/styles.css';
import { Input } from '@mantine/core';
import { Link, RichTextEditor } from '@mantine/tiptap';
import { useEditor, type AnyExtension, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useRef, type ReactNode } from 'react';

export interface RichTextFieldProps {
  label: string;
  value: string;
  onChange: (html: string) => void;
  description?: string;
  error?: string | null;
  minHeight?: number;
  /** More tiptap extensions (the campaign composer's images and product/post blocks). Read once. */
  extensions?: readonly AnyExtension[];
  /** More toolbar controls, given the editor (e.g. "Insert image"). */
  toolbarExtra?: (editor: Editor | null) => ReactNode;
}

/** An empty editor serialises to `<p></p>`; store that as ''. */
const normalizeEditorHtml = (html: string): string => (/^<p>\s*<\/p>$/.test(html.trim()) ? '' : html);

/** Rich text (HTML) via tiptap; the editable area carries the field's label. */
export function RichTextField({
  label,
  value,
  onChange,
  description,
  error,
  minHeight = 200,
  extensions = [],
  toolbarExtra,
}: RichTextFieldProps) {
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  const editor = useEditor({
    // Mantine's Link extension (with its link-editor control) replaces the starter kit's.
    extensions: [StarterKit.configure({ link: false }), Link.configure({ openOnClick: false }), ...extensions],
    content: value,
    immediatelyRender: false,
    editorProps: {
      attributes: {
        'aria-label': label,
        'aria-multiline': 'true',
        role: 'textbox',
        style: `min-height: ${minHeight}px`,
      },
    },
    onUpdate: ({ editor: current }) => {
      onChangeRef.current(normalizeEditorHtml(current.getHTML()));
    },
  });

  // The value changed from outside (data loaded, form reset): show it without losing the cursor otherwise.
  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    if (normalizeEditorHtml(editor.getHTML()) !== value) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  return (
    <Input.Wrapper label={label} labelElement="div" description={description} error={error}>
      <RichTextEditor editor={editor} mt={4}>
        <RichTextEditor.Toolbar>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.Italic />
            <RichTextEditor.Underline />
            <RichTextEditor.Strikethrough />
            <RichTextEditor.ClearFormatting />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.H2 />
            <RichTextEditor.H3 />
            <RichTextEditor.H4 />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Blockquote />
            <RichTextEditor.Hr />
            <RichTextEditor.BulletList />
            <RichTextEditor.OrderedList />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Link />
            <RichTextEditor.Unlink />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Undo />
            <RichTextEditor.Redo />
          </RichTextEditor.ControlsGroup>
          {toolbarExtra?.(editor)}
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content />
      </RichTextEditor>
    </Input.Wrapper>
  );
}

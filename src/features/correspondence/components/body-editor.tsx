import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import DOMPurify from 'dompurify';
import { useTranslation } from 'react-i18next';

export interface BodyEditorProps {
  value: string;
  onChange: (html: string) => void;
}

/**
 * The rich-text body (TipTap): loaded lazily with the form only. What it hands back is sanitised
 * with DOMPurify; the server sanitises again (sanitize-html) before storing.
 */
export default function BodyEditor({ value, onChange }: BodyEditorProps) {
  const { t } = useTranslation('correspondence');
  const editor = useEditor({
    extensions: [StarterKit.configure({ heading: { levels: [3, 4] } })],
    content: DOMPurify.sanitize(value),
    onUpdate: ({ editor: e }) => onChange(DOMPurify.sanitize(e.getHTML())),
    editorProps: { attributes: { 'aria-label': t('fields.body'), 'data-testid': 'correspondence-body-editor', class: 'correspondence-editor' } },
  });
  const button = (label: string, run: () => void, active: boolean) => (
    <button type="button" className={active ? 'is-active' : undefined} onMouseDown={(e) => e.preventDefault()} onClick={run}>{label}</button>
  );
  return (
    <div className="correspondence-editor-box">
      {editor && (
        <div className="correspondence-editor-toolbar" role="toolbar" aria-label={t('editor.toolbar')}>
          {button('B', () => editor.chain().focus().toggleBold().run(), editor.isActive('bold'))}
          {button('I', () => editor.chain().focus().toggleItalic().run(), editor.isActive('italic'))}
          {button('H', () => editor.chain().focus().toggleHeading({ level: 3 }).run(), editor.isActive('heading'))}
          {button('•', () => editor.chain().focus().toggleBulletList().run(), editor.isActive('bulletList'))}
          {button('1.', () => editor.chain().focus().toggleOrderedList().run(), editor.isActive('orderedList'))}
          {button('❝', () => editor.chain().focus().toggleBlockquote().run(), editor.isActive('blockquote'))}
        </div>
      )}
      <EditorContent editor={editor} />
    </div>
  );
}

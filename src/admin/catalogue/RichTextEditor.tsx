// The long description's rich-text editor (TipTap, a maintained ProseMirror editor; loaded only
// with the product form's chunk of the back office). It writes HTML the server sanitises on save
// with the storefront's own rules (contracts/safeHtml.ts), so paste or crafted HTML cannot run script.
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import './RichTextEditor.css';

interface Props {
  id: string;
  label: string;
  value: string;
  onChange: (html: string) => void;
  disabled?: boolean;
  describedBy?: string;
}

/** An empty editor's HTML, stored as no description at all. */
const EMPTY = '<p></p>';

export function RichTextEditor({ id, label, value, onChange, disabled, describedBy }: Props) {
  const editor = useEditor({
    extensions: [StarterKit.configure({ heading: { levels: [3, 4] }, link: { openOnClick: false, protocols: ['http', 'https', 'mailto'] } })],
    content: value,
    editable: !disabled,
    onUpdate: ({ editor: e }) => onChange(e.getHTML() === EMPTY ? '' : e.getHTML()),
    editorProps: {
      attributes: {
        id,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': label,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        class: 'rte__content prose',
      },
    },
  });
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e?.isActive('bold') ?? false,
      italic: e?.isActive('italic') ?? false,
      h3: e?.isActive('heading', { level: 3 }) ?? false,
      bullets: e?.isActive('bulletList') ?? false,
      numbers: e?.isActive('orderedList') ?? false,
      link: e?.isActive('link') ?? false,
    }),
  });
  if (!editor) return null;
  const chain = () => editor.chain().focus();
  const buttons: { key: keyof NonNullable<typeof state>; label: string; text: string; run: () => void }[] = [
    { key: 'bold', label: 'Bold', text: 'B', run: () => chain().toggleBold().run() },
    { key: 'italic', label: 'Italic', text: 'I', run: () => chain().toggleItalic().run() },
    { key: 'h3', label: 'Heading', text: 'H', run: () => chain().toggleHeading({ level: 3 }).run() },
    { key: 'bullets', label: 'Bulleted list', text: '• List', run: () => chain().toggleBulletList().run() },
    { key: 'numbers', label: 'Numbered list', text: '1. List', run: () => chain().toggleOrderedList().run() },
    {
      key: 'link',
      label: 'Link',
      text: 'Link',
      run: () => {
        if (editor.isActive('link')) return void chain().unsetLink().run();
        const href = window.prompt('Link address (https://…)');
        if (href && /^(https?:\/\/|mailto:)/i.test(href.trim())) chain().setLink({ href: href.trim() }).run();
      },
    },
  ];
  return (
    <div className={`rte${disabled ? ' is-disabled' : ''}`}>
      {!disabled && (
        <div className="rte__toolbar" role="toolbar" aria-label={`${label}: formatting`}>
          {buttons.map((b) => (
            <button key={b.key} type="button" className="rte__button" aria-label={b.label} aria-pressed={state?.[b.key] ?? false}
              // A pointer press must not take focus from the text: TipTap's focus() after a blur waits a frame,
              // and what is typed in that frame would go to the button (a space would press it again).
              onMouseDown={(e) => e.preventDefault()}
              onClick={b.run}
            >
              {b.text}
            </button>
          ))}
        </div>
      )}
      <EditorContent editor={editor} />
    </div>
  );
}

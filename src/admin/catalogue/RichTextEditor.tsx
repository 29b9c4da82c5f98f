// The long description's rich-text editor (TipTap, a maintained ProseMirror editor; loaded only
// with the product form's chunk of the back office). It writes HTML the server sanitises on save
// with the storefront's own rules (contracts/safeHtml.ts), so paste or crafted HTML cannot run script.
import { useId, useState } from 'react';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { tidyEditorHtml } from './tidyHtml';
import './RichTextEditor.css';

interface Props {
  id: string;
  label: string;
  value: string;
  onChange: (html: string) => void;
  disabled?: boolean;
  describedBy?: string;
}

const LINK_ADDRESS = /^(https?:\/\/|mailto:)\S+$/i;

export function RichTextEditor({ id, label, value, onChange, disabled, describedBy }: Props) {
  // The link being added: its address field below the toolbar, and what is wrong with it.
  const [link, setLink] = useState<{ href: string; error: string | null } | null>(null);
  const linkId = useId();
  const editor = useEditor({
    extensions: [StarterKit.configure({ heading: { levels: [3, 4] }, link: { openOnClick: false, protocols: ['http', 'https', 'mailto'] } })],
    content: value,
    editable: !disabled,
    // What the form saves is tidied (an empty editor saves no description at all); the editor keeps its own document.
    onUpdate: ({ editor: e }) => onChange(tidyEditorHtml(e.getHTML())),
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
        setLink({ href: '', error: null });
      },
    },
  ];
  const closeLink = () => {
    setLink(null);
    editor.commands.focus();
  };
  const addLink = () => {
    if (!link) return;
    const href = link.href.trim();
    if (!LINK_ADDRESS.test(href)) return setLink({ ...link, error: 'Enter an address starting with https://, http:// or mailto:' });
    setLink(null);
    chain().extendMarkRange('link').setLink({ href }).run();
  };
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
      {link && (
        // Not a <form>: the editor sits inside the page's form, and forms cannot nest.
        <div className="rte__link" role="group" aria-label="Add a link">
          <label htmlFor={`${linkId}-href`}>Link address</label>
          <input
            id={`${linkId}-href`}
            type="url"
            inputMode="url"
            autoComplete="off"
            placeholder="https://…"
            autoFocus
            value={link.href}
            aria-invalid={Boolean(link.error)}
            aria-describedby={link.error ? `${linkId}-error` : undefined}
            onChange={(e) => setLink({ href: e.currentTarget.value, error: null })}
            onKeyDown={(e) => {
              // Enter adds the link instead of sending the page's form; Escape leaves the text as it was.
              if (e.key !== 'Enter' && e.key !== 'Escape') return;
              e.preventDefault();
              if (e.key === 'Enter') addLink();
              else closeLink();
            }}
          />
          <button type="button" className="a-btn a-btn--small" onClick={addLink}>
            Add link
          </button>
          <button type="button" className="a-btn a-btn--ghost a-btn--small" onClick={closeLink}>
            Cancel
          </button>
          {link.error && (
            <span id={`${linkId}-error`} className="a-error" role="alert">
              {link.error}
            </span>
          )}
        </div>
      )}
      <EditorContent editor={editor} />
    </div>
  );
}

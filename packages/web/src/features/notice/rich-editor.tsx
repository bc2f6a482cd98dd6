import { Dialog, Input } from 'antd-mobile';
import { LinkOutline, UnorderedListOutline } from 'antd-mobile-icons';
import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import type { PortalKey } from '../../i18n/locales/portal-zh-CN';
import { usePortalTexts } from '../../i18n/portal-texts';
import { loadImages, sanitizeForDisplay } from './rich-text';
import styles from './rich-editor.module.css';

interface RichEditorProps {
  /** The editable element; the page reads its markup when saving (toStoredHtml). */
  editorRef: RefObject<HTMLDivElement | null>;
  /** The body to start from; read once, when the editor appears. */
  initialHtml: string;
  placeholder: string;
  labelledBy: string;
}

interface Command {
  label: PortalKey;
  icon: ReactNode;
  run: () => void;
}

/** Web and mail links; a bare address gets https://. */
function normalizeLink(text: string): string | undefined {
  const value = text.trim();
  if (!value) return undefined;
  if (/^(https?:\/\/|mailto:)/i.test(value)) return value;
  return /^[\w.-]+\.[a-z]{2,}/i.test(value) ? `https://${value}` : undefined;
}

/**
 * A small rich-text surface for phones: bold, italic, bulleted and numbered lists, and links,
 * on the browser's own editing. What it makes is sanitised before it is saved.
 */
export function RichEditor({ editorRef, initialHtml, placeholder, labelledBy }: RichEditorProps) {
  const { t } = usePortalTexts();
  const selection = useRef<Range | null>(null);
  const [linkText, setLinkText] = useState<string | null>(null);

  useEffect(() => {
    const editor = editorRef.current;
    if (!editor) return;
    editor.innerHTML = sanitizeForDisplay(initialHtml);
    loadImages(editor);
    // Enter starts a new paragraph rather than a bare <div>.
    document.execCommand('defaultParagraphSeparator', false, 'p');
  }, [editorRef, initialHtml]);

  const exec = (command: string, value?: string) => {
    editorRef.current?.focus();
    document.execCommand(command, false, value);
  };

  const askLink = () => {
    const current = window.getSelection();
    selection.current = current && current.rangeCount > 0 ? current.getRangeAt(0).cloneRange() : null;
    setLinkText('');
  };

  const insertLink = () => {
    const href = normalizeLink(linkText ?? '');
    setLinkText(null);
    if (!href) return;
    editorRef.current?.focus();
    const range = selection.current;
    if (range && editorRef.current?.contains(range.commonAncestorContainer)) {
      window.getSelection()?.removeAllRanges();
      window.getSelection()?.addRange(range);
    }
    if (range && !range.collapsed) exec('createLink', href);
    else {
      const link = document.createElement('a');
      link.href = href;
      link.textContent = href;
      exec('insertHTML', link.outerHTML);
    }
  };

  const commands: Command[] = [
    { label: 'notice.editor.bold', icon: <b>B</b>, run: () => exec('bold') },
    { label: 'notice.editor.italic', icon: <i>I</i>, run: () => exec('italic') },
    {
      label: 'notice.editor.bulleted',
      icon: <UnorderedListOutline />,
      run: () => exec('insertUnorderedList'),
    },
    { label: 'notice.editor.numbered', icon: <span>1.</span>, run: () => exec('insertOrderedList') },
    { label: 'notice.editor.link', icon: <LinkOutline />, run: askLink },
  ];

  return (
    <div className={styles.editor}>
      <div className={styles.toolbar} role="toolbar" aria-label={t('notice.editor.toolbar')}>
        {commands.map((command) => (
          <button
            key={command.label}
            type="button"
            className={styles.tool}
            title={t(command.label)}
            // Keep the text selection: a button that takes focus would lose what is to be formatted.
            onMouseDown={(event) => event.preventDefault()}
            onClick={command.run}
          >
            {/* The glyph (B, I, 1.) is what the eye reads; the words are the button's name. */}
            <span aria-hidden="true">{command.icon}</span>
            <span className="app-visually-hidden">{t(command.label)}</span>
          </button>
        ))}
      </div>
      <div
        ref={editorRef}
        className={styles.surface}
        contentEditable
        suppressContentEditableWarning
        role="textbox"
        aria-multiline="true"
        aria-labelledby={labelledBy}
        data-placeholder={placeholder}
      />
      <Dialog
        visible={linkText !== null}
        title={t('notice.editor.link')}
        content={
          <Input
            value={linkText ?? ''}
            onChange={setLinkText}
            placeholder="https://"
            inputMode="url"
            autoFocus
            clearable
          />
        }
        closeOnMaskClick
        onClose={() => setLinkText(null)}
        actions={[
          [
            { key: 'cancel', text: t('notice.cancel'), onClick: () => setLinkText(null) },
            { key: 'ok', text: t('notice.editor.insert'), bold: true, onClick: insertLink },
          ],
        ]}
      />
    </div>
  );
}

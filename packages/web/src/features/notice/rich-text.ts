import DOMPurify from 'dompurify';
import { attachmentIdOf } from '../../lib/attachment-url';
import { imageUrl } from '../../lib/attachments';

/**
 * Announcement bodies are rich text. The server sanitises what it stores (news/sanitize.ts); the
 * client sanitises again before it shows anything or sends what the editor made, with the same
 * list of what may stay. This module carries DOMPurify, so it loads with the notice pages only.
 */
const ALLOWED_TAGS = [
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'h1',
  'h2',
  'h3',
  'h4',
  'ul',
  'ol',
  'li',
  'blockquote',
  'a',
  'img',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'span',
  'div',
];
const ALLOWED_ATTR = ['href', 'src', 'alt', 'title', 'style', 'colspan', 'rowspan'];
/** Web and mail links, and this server's own addresses (uploaded images). */
const ALLOWED_URI_REGEXP = /^(?:(?:https?|mailto):|\/(?!\/))/i;
/** Styles that format text; nothing that could move a block over the page. */
const ALLOWED_STYLES = new Set([
  'color',
  'background-color',
  'text-align',
  'font-weight',
  'font-style',
  'text-decoration',
]);
/** Where an uploaded image's id waits while its bytes are fetched with the token. */
const ATTACHMENT_ATTR = 'data-attachment-id';
/** How the server stores an uploaded image's address (it accepts only this form). */
const STORED_IMAGE_PATH = '/api/platform/v3/file/getImage?attachmentId=';

const purifier = DOMPurify();

purifier.addHook('uponSanitizeAttribute', (_node, data) => {
  if (data.attrName !== 'style') return;
  data.attrValue = data.attrValue
    .split(';')
    .filter((declaration) => ALLOWED_STYLES.has(declaration.split(':')[0]?.trim().toLowerCase() ?? ''))
    .join(';');
});

purifier.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A') {
    // Links leave the app in a new tab and cannot reach back into it.
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  }
  if (node.tagName === 'IMG') {
    // getImage needs the token header: the browser must not fetch it by itself (a failed request
    // and a broken image). The id waits in an attribute until the bytes arrive (loadImages).
    const id = attachmentIdOf(node.getAttribute('src'));
    if (id) {
      node.removeAttribute('src');
      node.setAttribute(ATTACHMENT_ATTR, id);
    }
  }
});

const CONFIG = {
  ALLOWED_TAGS,
  ALLOWED_ATTR: [...ALLOWED_ATTR, 'target', 'rel', ATTACHMENT_ATTR],
  ALLOWED_URI_REGEXP,
};

/** Safe markup to show; uploaded images carry their attachment id instead of a source. */
export function sanitizeForDisplay(html: string): string {
  return purifier.sanitize(html, CONFIG);
}

/** Fetches the uploaded images inside `root` with the token and shows them. */
export function loadImages(root: HTMLElement): void {
  for (const image of root.querySelectorAll<HTMLImageElement>(`img[${ATTACHMENT_ATTR}]`)) {
    const id = image.getAttribute(ATTACHMENT_ATTR);
    if (id)
      void imageUrl(id).then(
        (url) => (image.src = url),
        () => undefined,
      );
  }
}

/**
 * What the editor made, as the server stores it: sanitised, uploaded images back at their
 * server address, and images without one (pasted from elsewhere as local data) left out.
 */
export function toStoredHtml(editorHtml: string): string {
  const fragment = purifier.sanitize(editorHtml, { ...CONFIG, RETURN_DOM_FRAGMENT: true });
  for (const image of fragment.querySelectorAll('img')) {
    const id = image.getAttribute(ATTACHMENT_ATTR);
    image.removeAttribute(ATTACHMENT_ATTR);
    if (id) image.setAttribute('src', `${STORED_IMAGE_PATH}${id}`);
    else if (!image.getAttribute('src')?.startsWith('data:image/')) image.remove();
  }
  // The browser's bold and italic commands write <b> and <i>; store the meaning, not the look.
  for (const [from, to] of [
    ['b', 'strong'],
    ['i', 'em'],
  ] as const) {
    for (const element of fragment.querySelectorAll(from)) {
      const replacement = document.createElement(to);
      replacement.append(...element.childNodes);
      element.replaceWith(replacement);
    }
  }
  for (const link of fragment.querySelectorAll('a')) {
    link.removeAttribute('target');
    link.removeAttribute('rel');
  }
  const container = document.createElement('div');
  container.append(fragment);
  wrapLooseText(container);
  return isBlank(container) ? '' : container.innerHTML;
}

const BLOCKS = new Set(['P', 'H1', 'H2', 'H3', 'H4', 'UL', 'OL', 'BLOCKQUOTE', 'TABLE', 'DIV', 'IMG']);

/** Text typed straight into the empty editor has no paragraph around it: give it one. */
function wrapLooseText(root: HTMLElement): void {
  let paragraph: HTMLParagraphElement | null = null;
  for (const node of [...root.childNodes]) {
    const isBlock = node instanceof HTMLElement && BLOCKS.has(node.tagName);
    if (isBlock) {
      paragraph = null;
      continue;
    }
    if (!paragraph) {
      // A lone line break between blocks is only spacing.
      if (node instanceof HTMLBRElement || (node.nodeType === Node.TEXT_NODE && !node.textContent?.trim())) {
        node.remove();
        continue;
      }
      paragraph = document.createElement('p');
      root.insertBefore(paragraph, node);
    }
    paragraph.append(node);
  }
}

/** No text and no picture: an editor left empty, or with only empty paragraphs. */
function isBlank(root: HTMLElement): boolean {
  return (root.textContent ?? '').trim() === '' && root.querySelector('img') === null;
}

import { createRequire } from 'node:module';
import type * as Xss from 'xss';
import type { ICSSFilter, IWhiteList } from 'xss';

// xss is CommonJS and adds safeAttrValue in a loop that ESM named imports cannot see.
const { FilterXSS, safeAttrValue } = createRequire(import.meta.url)('xss') as typeof Xss;

/**
 * Announcement bodies are rich text written in the app's editor and shown to the whole school,
 * so the server keeps only a conservative set of tags and attributes (the client sanitises
 * again with DOMPurify before showing). Links go to http, https or mailto only and open
 * without access to our window; images come inline (data:) or from our own attachments.
 */
const STYLED = ['style'];
const CELL = ['colspan', 'rowspan', 'style'];
const ALLOWED: IWhiteList = {
  p: STYLED,
  br: [],
  strong: [],
  em: [],
  u: [],
  s: [],
  h1: STYLED,
  h2: STYLED,
  h3: STYLED,
  h4: STYLED,
  ul: [],
  ol: [],
  li: [],
  blockquote: [],
  a: ['href', 'title'],
  img: ['src', 'alt', 'width', 'height'],
  table: [],
  thead: [],
  tbody: [],
  tr: [],
  th: CELL,
  td: CELL,
  span: STYLED,
  div: STYLED,
};

/** The few style properties an editor needs for colour, alignment and emphasis, with safe values. */
const COLOR = /^(#[0-9a-f]{3,8}|rgba?\(\s*[\d.\s,%]+\)|[a-z]{3,20})$/i;
const STYLES: Record<string, RegExp> = {
  color: COLOR,
  'background-color': COLOR,
  'text-align': /^(left|right|center|justify)$/,
  'font-weight': /^(normal|bold|[1-9]00)$/,
  'font-style': /^(normal|italic)$/,
  'text-decoration': /^(none|underline|line-through)$/,
};

function cleanStyle(style: string): string {
  return style
    .split(';')
    .map((declaration) => {
      const colon = declaration.indexOf(':');
      const property = declaration.slice(0, colon).trim().toLowerCase();
      const value = declaration.slice(colon + 1).trim();
      return colon > 0 && STYLES[property]?.test(value) ? `${property}:${value}` : '';
    })
    .filter(Boolean)
    .join('; ');
}

/** URL attributes never go through the CSS filter; the default check only needs something to hold. */
const NO_CSS: ICSSFilter = { process: () => '' };

const LINK = /^(https?:\/\/|mailto:)/i;
const IMAGE =
  /^(data:image\/(png|jpe?g|gif|webp);base64,[a-z0-9+/=\s]+|\/api(\/platform\/v3)?\/file\/getImage\?attachmentId=[\w-]+)$/i;

const filter = new FilterXSS({
  whiteList: ALLOWED,
  stripIgnoreTag: true,
  stripIgnoreTagBody: ['script', 'style', 'iframe', 'object', 'embed', 'noscript', 'template'],
  allowCommentTag: false,
  onTagAttr(tag, name, value, isWhiteAttr) {
    if (!isWhiteAttr) return undefined; // dropped
    if (name === 'style') {
      const style = cleanStyle(value);
      return style ? `style="${style}"` : '';
    }
    const url = (tag === 'a' && name === 'href' && LINK) || (tag === 'img' && name === 'src' && IMAGE);
    if (!url) return undefined; // other attributes: the default escaping
    // The default check decodes entities and refuses script URLs; ours then keeps only our schemes.
    const safe = safeAttrValue(tag, name, value, NO_CSS);
    return url.test(safe.trim()) ? `${name}="${safe.trim()}"` : '';
  },
});

export function sanitizeRichText(html: string): string {
  // Links open outside the app without a handle on it (rel is never taken from the input).
  return filter.process(html).replace(/<a(?=[\s>])/g, '<a rel="noopener noreferrer"');
}

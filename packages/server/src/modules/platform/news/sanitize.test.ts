import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './sanitize.js';

describe('rich text sanitiser', () => {
  it('drops scripts and other active content with their bodies', () => {
    expect(
      sanitizeRichText('<p>a<script>alert(1)</script>b</p><style>p{}</style><iframe src="x">i</iframe>'),
    ).toBe('<p>ab</p>');
    expect(sanitizeRichText('<svg onload="alert(1)"><b>text</b></svg> 1 &lt; 2 &amp; 3')).toBe(
      'text 1 &lt; 2 &amp; 3',
    );
  });

  it('removes event handlers and unknown attributes', () => {
    expect(sanitizeRichText('<p onclick="x()" class="c" id="i">t</p><td onmouseover="x">c</td>')).toBe(
      '<p>t</p><td>c</td>',
    );
  });

  it('keeps http, https and mailto links only, opened without a handle on the app', () => {
    const html = sanitizeRichText(
      '<a href="javascript:alert(1)">a</a><a href="jav&#x61;script:alert(1)">b</a><a href="JAVASCRIPT:x">c</a>' +
        '<a href="data:text/html,x">d</a><a href="/relative">e</a><a href="mailto:xsc@school.edu.cn">f</a>' +
        '<a href="https://school.edu.cn/?a=1&b=2" rel="opener">g</a>',
    );
    expect(html).toBe(
      '<a rel="noopener noreferrer">a</a><a rel="noopener noreferrer">b</a><a rel="noopener noreferrer">c</a>' +
        '<a rel="noopener noreferrer">d</a><a rel="noopener noreferrer">e</a>' +
        '<a rel="noopener noreferrer" href="mailto:xsc@school.edu.cn">f</a>' +
        '<a rel="noopener noreferrer" href="https://school.edu.cn/?a=1&b=2">g</a>',
    );
  });

  it('keeps inline images and our own attachments, nothing else', () => {
    expect(
      sanitizeRichText(
        '<img src="data:image/png;base64,iVBORw0KGgo=" alt="p"><img src="/api/platform/v3/file/getImage?attachmentId=Ab_-9">' +
          '<img src="https://tracker.example/p.gif"><img src="data:image/svg+xml;base64,PHN2Zz4="><img src="data:text/html,x">',
      ),
    ).toBe(
      '<img src="data:image/png;base64,iVBORw0KGgo=" alt="p"><img src="/api/platform/v3/file/getImage?attachmentId=Ab_-9">' +
        '<img><img><img>',
    );
  });

  it('keeps a small set of styles', () => {
    expect(
      sanitizeRichText(
        '<p style="text-align:center;color:#c00;position:fixed;background-image:url(x)">t</p><span style="color:expression(alert(1))">s</span>',
      ),
    ).toBe('<p style="text-align:center; color:#c00">t</p><span>s</span>');
  });

  it('keeps the editor formatting', () => {
    const html =
      '<h2>标题</h2><p><strong>粗</strong><em>斜</em><u>下划线</u><s>删除</s><br></p><ul><li>一</li></ul><ol><li>二</li></ol>' +
      '<blockquote>引用</blockquote><table><thead><tr><th colspan="2">表头</th></tr></thead><tbody><tr><td>1</td></tr></tbody></table>';
    expect(sanitizeRichText(html)).toBe(html);
  });
});

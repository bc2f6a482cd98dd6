import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Avatar } from './avatar';

describe('Avatar', () => {
  it('shows the first letter of the name when there is no photo, in the screen’s circle', () => {
    const html = renderToStaticMarkup(<Avatar name="张三" photo={null} className="big" />);
    expect(html).toMatch(/^<span class="[^"]* big"><span[^>]*>张<\/span><\/span>$/);
  });

  it('takes the first letter whole, not half of a surrogate pair', () => {
    const html = renderToStaticMarkup(<Avatar name="𠮷田" photo={undefined} className="big" />);
    expect(html).toContain('>𠮷</span>');
  });
});

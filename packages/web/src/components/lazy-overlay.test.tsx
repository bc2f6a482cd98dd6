import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { describe, expect, it } from 'vitest';
import '../i18n/i18n';
import { lazyOverlay } from './lazy-overlay';

interface SheetProps {
  visible?: boolean;
  children?: ReactNode;
}

/** A sheet standing in for antd-mobile's (which needs a DOM): it shows whether it is open. */
function Sheet({ visible, children }: SheetProps) {
  return <section data-open={String(visible)}>{children}</section>;
}

/** A lazy overlay over Sheet, counting how often its chunk is asked for. */
function counted() {
  const asked = { count: 0 };
  const Overlay = lazyOverlay<SheetProps>(async () => {
    asked.count += 1;
    return Sheet;
  });
  return { Overlay, asked };
}

async function html(node: ReactNode): Promise<string> {
  const { prelude } = await prerender(node);
  // Without the Suspense boundary's markers.
  return (await new Response(prelude).text()).replace(/<!--\/?\$-->/g, '');
}

describe('lazyOverlay', () => {
  it('renders nothing and fetches nothing while it has never been opened', () => {
    const { Overlay, asked } = counted();
    expect(renderToStaticMarkup(<Overlay visible={false}>choices</Overlay>)).toBe('');
    expect(renderToStaticMarkup(<Overlay>choices</Overlay>)).toBe('');
    expect(asked.count).toBe(0);
  });

  it('asks for its chunk on the first open and shows a loading sheet until it is there', () => {
    const { Overlay, asked } = counted();
    const markup = renderToStaticMarkup(<Overlay visible>choices</Overlay>);
    expect(markup).toContain('role="status"');
    expect(markup).toContain('aria-label="加载中"');
    expect(markup).not.toContain('choices');
    expect(asked.count).toBe(1);
  });

  it('renders the overlay with its props once the chunk is there, fetched once', async () => {
    const { Overlay, asked } = counted();
    expect(await html(<Overlay visible>choices</Overlay>)).toBe(
      '<section data-open="true">choices</section>',
    );
    expect(await html(<Overlay visible>again</Overlay>)).toBe('<section data-open="true">again</section>');
    expect(asked.count).toBe(1);
  });
});

import { useEffect, useMemo, useRef } from 'react';
import { loadImages, sanitizeForDisplay } from './rich-text';
import styles from './rich-html.module.css';

/** An announcement body: sanitised, with its uploaded images fetched through the request layer. */
export function RichHtml({ html }: { html: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const safe = useMemo(() => sanitizeForDisplay(html), [html]);

  useEffect(() => {
    if (ref.current) loadImages(ref.current);
  }, [safe]);

  return <div ref={ref} className={styles.content} dangerouslySetInnerHTML={{ __html: safe }} />;
}

import type { Compiled } from './types';
import { Skeleton } from 'antd-mobile';
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { ErrorBlock } from '../../../components/error-block';
import styles from './designer.module.css';
import { useDesignerTexts } from './texts';

// bpmn-js is large: it loads only when the diagram is shown, as the request screens load it.
const BpmnCanvas = lazy(() =>
  import('../../../components/workflow/bpmn-canvas').then((m) => ({ default: m.BpmnCanvas })),
);

interface DiagramTabProps {
  /** The draft's compile (or the current version's BPMN while it runs). */
  compiled: Compiled | undefined;
  xml: string;
  /** A problem's element in words: a step's or a field's name. */
  elementName: (element: string) => string;
}

/** The BPMN the draft makes, drawn by bpmn-js, with the compile's problems beside it. */
export function DiagramTab({ compiled, xml, elementName }: DiagramTabProps) {
  const t = useDesignerTexts();
  const [failed, setFailed] = useState(false);
  const onError = useCallback(() => setFailed(true), []);
  const shown = compiled?.xml || xml;
  // The canvas redraws when the drawing changes, not on every render.
  const image = useMemo(
    () => ({ xml: shown, styleMap: {}, statusColorList: [], steps: [], ended: false }),
    [shown],
  );
  return (
    <div className={styles.diagram}>
      <div className={styles.card}>
        {failed ? (
          <ErrorBlock status="default" title={t.problems} description="" />
        ) : (
          <Suspense fallback={<Skeleton animated className={styles.canvas} />}>
            <BpmnCanvas key={shown} image={image} onError={onError} />
          </Suspense>
        )}
      </div>
      <div className={styles.card} aria-live="polite">
        {!compiled ? (
          <p className={styles.blockTitle}>{t.checking}</p>
        ) : compiled.problems.length === 0 ? (
          <p className={styles.ok}>{t.noProblems}</p>
        ) : (
          <>
            <h3>{t.problems}</h3>
            <ul className={styles.problems}>
              {compiled.problems.map((p, i) => (
                <li key={i}>
                  <strong>{elementName(p.element)}</strong>: {p.message}
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    </div>
  );
}

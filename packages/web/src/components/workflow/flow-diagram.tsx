import { useQuery } from '@tanstack/react-query';
import { ErrorBlock, Skeleton } from 'antd-mobile';
import { Component, lazy, Suspense, useCallback, useState, type ReactNode } from 'react';
import { bpm } from '../../api/bpm';
import { useWorkflowTexts } from '../../i18n/workflow-texts';
import { useViewStore } from '../../stores/view';
import { SectionCard } from '../section-card';
import type { InstanceRef } from './approval-timeline';
import styles from './flow-diagram.module.css';

// bpmn-js is large: it loads only when a diagram is actually shown, as a chunk of its own.
const BpmnCanvas = lazy(() => import('./bpmn-canvas').then((m) => ({ default: m.BpmnCanvas })));

/** A chunk that failed to load (offline) shows the failure instead of breaking the page. */
class ChunkBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/** The request's process as a diagram, with where it has been and where it waits now. */
export function FlowDiagram({ instId, taskId }: InstanceRef) {
  const { t } = useWorkflowTexts();
  const language = useViewStore((s) => s.language);
  const [drawFailed, setDrawFailed] = useState(false);
  const image = useQuery({
    queryKey: ['bpm', 'diagram', instId ?? taskId, language],
    queryFn: () => bpm.flowImage(instId ? { instId } : { taskId }),
  });
  const onError = useCallback(() => setDrawFailed(true), []);
  const failed = <ErrorBlock status="default" title={t('bpm.diagram.failed')} description="" />;

  let body;
  if (image.isPending) body = <Skeleton className={styles.placeholder} animated />;
  else if (image.isError || drawFailed) body = failed;
  else {
    const shown = new Set(Object.values(image.data.styleMap).map((s) => s.status));
    body = (
      <>
        <ChunkBoundary fallback={failed}>
          <Suspense fallback={<Skeleton className={styles.placeholder} animated />}>
            <BpmnCanvas image={image.data} onError={onError} />
          </Suspense>
        </ChunkBoundary>
        <ul className={styles.legend}>
          {image.data.statusColorList
            .filter((entry) => shown.has(entry.status))
            .map((entry) => (
              <li key={entry.status}>
                <i style={{ background: entry.color }} aria-hidden />
                {entry.name}
              </li>
            ))}
        </ul>
      </>
    );
  }
  return (
    <SectionCard
      title={t('bpm.diagram.title')}
      extra={<span className={styles.hint}>{t('bpm.diagram.hint')}</span>}
    >
      {body}
    </SectionCard>
  );
}

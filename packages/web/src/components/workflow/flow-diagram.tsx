import { useQuery } from '@tanstack/react-query';
import { Skeleton } from 'antd-mobile';
import { Component, lazy, Suspense, useCallback, useState, type ReactNode } from 'react';
import { failureText } from '../../api/core/failure-text';
import { historyEndpoints, readerQuery } from '../../api/bpm';
import { useWorkflowTexts } from '../../i18n/workflow-texts';
import { useViewStore } from '../../stores/view';
import { useStillLoading } from '../../lib/use-still-loading';
import { SectionCard } from '../section-card';
import type { InstanceRef } from './approval-timeline';
import styles from './flow-diagram.module.css';
import { FlowSteps } from './flow-steps';
import { ErrorBlock } from '../error-block';

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

type View = 'steps' | 'diagram';

/** Phones open on the list of steps; wider screens on the diagram (issue 17 item 3). */
const PHONE = '(max-width: 767px)';
const firstView = (): View =>
  typeof window !== 'undefined' && window.matchMedia?.(PHONE).matches ? 'steps' : 'diagram';

/**
 * The request's process: as a list of its steps (the phone's default) or as the diagram, with
 * where it has been and where it waits now.
 */
export function FlowDiagram({ instId, taskId }: InstanceRef) {
  const { t } = useWorkflowTexts();
  const language = useViewStore((s) => s.language);
  const [view, setView] = useState<View>(firstView);
  const [drawFailed, setDrawFailed] = useState(false);
  const image = useQuery(
    readerQuery(historyEndpoints.flowImage, { query: instId ? { instId } : { taskId } }, language),
  );
  const onError = useCallback(() => setDrawFailed(true), []);
  const failed = (
    <ErrorBlock
      status="default"
      title={t('bpm.diagram.failed')}
      description={image.isError ? failureText(image.error, language).text : ''}
    />
  );

  // The diagram's steps are drawn in a deferred render, in slices (issue 31).
  const loading = useStillLoading(image);
  let body;
  if (loading || image.isPending) body = <Skeleton className={styles.placeholder} animated />;
  else if (image.isError) body = failed;
  else if (view === 'steps') body = <FlowSteps image={image.data} />;
  else if (drawFailed) body = failed;
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
        <p className={styles.hint}>{t('bpm.diagram.hint')}</p>
      </>
    );
  }
  const choice = (value: View, label: string) => (
    <button
      type="button"
      className={styles.choice}
      aria-pressed={view === value}
      onClick={() => setView(value)}
    >
      {label}
    </button>
  );
  return (
    <SectionCard
      title={t('bpm.steps.title')}
      extra={
        <div className={styles.choices} role="group" aria-label={t('bpm.steps.title')}>
          {choice('steps', t('bpm.steps.list'))}
          {choice('diagram', t('bpm.steps.diagram'))}
        </div>
      }
    >
      {body}
    </SectionCard>
  );
}

import NavigatedViewer from 'bpmn-js/lib/NavigatedViewer';
import 'bpmn-js/dist/assets/diagram-js.css';
import 'bpmn-js/dist/assets/bpmn-js.css';
import { useEffect, useRef, useState } from 'react';
import type { FlowImage } from '../../api/bpm';
import styles from './flow-diagram.module.css';

interface Canvas {
  zoom(level?: number | 'fit-viewport', center?: 'auto'): number;
  scrollToElement(element: object, padding?: number): void;
}
interface ElementRegistry {
  get(id: string): object | undefined;
  getGraphics(id: string): SVGElement | undefined;
}

/** Below this the labels are unreadable on a phone: zoom in on where the request waits instead. */
const MIN_ZOOM = 0.6;

/**
 * Fits the process; when that makes it too small to read and the request waits somewhere, shows
 * that step large enough instead (an ended request keeps the whole picture).
 */
function frame(canvas: Canvas, registry: ElementRegistry, styleMap: FlowImage['styleMap']) {
  if (canvas.zoom('fit-viewport', 'auto') >= MIN_ZOOM) return;
  const current = Object.entries(styleMap).find(([, style]) => style.status === 'current')?.[0];
  const element = current ? registry.get(current) : undefined;
  if (!element) return;
  canvas.zoom(MIN_ZOOM);
  canvas.scrollToElement(element, 80);
}

/** Colours a drawn node: its outline in the status colour, its body lightly tinted. */
function paint(registry: ElementRegistry, styleMap: FlowImage['styleMap']) {
  for (const [id, { status, color }] of Object.entries(styleMap)) {
    const shape = registry.getGraphics(id)?.querySelector<SVGElement>('.djs-visual > :first-child');
    if (!shape) continue;
    shape.style.stroke = color;
    shape.style.fill = `${color}1f`;
    shape.style.strokeWidth = status === 'current' ? '3px' : '2px';
  }
}

/**
 * bpmn-js's viewer with pan and zoom, in its own chunk (it is large): the process as drawn, done
 * and current nodes coloured as the server says.
 */
export function BpmnCanvas({ image, onError }: { image: FlowImage; onError: (error: unknown) => void }) {
  const container = useRef<HTMLDivElement>(null);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    if (!container.current) return;
    const viewer = new NavigatedViewer({ container: container.current });
    let alive = true;
    viewer
      .importXML(image.xml)
      .then(() => {
        if (!alive) return;
        const registry = viewer.get<ElementRegistry>('elementRegistry');
        paint(registry, image.styleMap);
        frame(viewer.get<Canvas>('canvas'), registry, image.styleMap);
        setReady(true);
      })
      .catch((error: unknown) => alive && onError(error));
    return () => {
      alive = false;
      viewer.destroy();
    };
  }, [image, onError]);

  return <div ref={container} className={styles.canvas} data-ready={ready || undefined} />;
}

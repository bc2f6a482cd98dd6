import NavigatedViewer from 'bpmn-js/lib/NavigatedViewer';
import 'bpmn-js/dist/assets/diagram-js.css';
import 'bpmn-js/dist/assets/bpmn-js.css';
import { useEffect, useRef, useState } from 'react';
import type { FlowImage } from '../../api/bpm';
import { diagramBox, fitScale, labelFont, type Box } from './diagram-fit';
import styles from './flow-diagram.module.css';

interface Canvas {
  viewbox(box?: Box): Box;
  resized(): void;
}
interface ElementRegistry {
  getGraphics(id: string): SVGElement | undefined;
}

/** Space around the drawing, in screen pixels. */
const MARGIN = 12;
/** The canvas grows with the drawing's height at the fitted scale, within these bounds. */
const MIN_HEIGHT = 140;
const MAX_HEIGHT = 420;

/**
 * Shows the whole width of the drawing (issue 17 item 3: nothing cut off on the right until the
 * user pinches), with the canvas as tall as the drawing needs at that scale.
 */
function fitToWidth(canvas: Canvas, container: HTMLElement, box: Box) {
  const width = container.clientWidth;
  const scale = fitScale(box, width, MARGIN);
  const height = Math.min(MAX_HEIGHT, Math.max(MIN_HEIGHT, box.height * scale + 2 * MARGIN));
  container.style.height = `${height}px`;
  canvas.resized();
  const viewWidth = width / scale;
  const viewHeight = height / scale;
  canvas.viewbox({
    x: box.x - (viewWidth - box.width) / 2,
    y: box.y - (viewHeight - box.height) / 2,
    width: viewWidth,
    height: viewHeight,
  });
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
 * and current nodes coloured as the server says, fitted to the width with labels drawn large
 * enough to read at that scale.
 */
export function BpmnCanvas({ image, onError }: { image: FlowImage; onError: (error: unknown) => void }) {
  const container = useRef<HTMLDivElement>(null);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const box = diagramBox(image.xml);
    const font = box ? labelFont(fitScale(box, element.clientWidth, MARGIN)) : undefined;
    // Labels outside the shapes (conditions, events) a little smaller: they sit between shapes.
    const textRenderer = font
      ? {
          defaultStyle: { fontSize: font, lineHeight: 1.2 },
          externalStyle: { fontSize: Math.round(font * 0.85), lineHeight: 1.2 },
        }
      : undefined;
    const viewer = new NavigatedViewer({ container: element, ...(textRenderer ? { textRenderer } : {}) });
    let alive = true;
    viewer
      .importXML(image.xml)
      .then(() => {
        if (!alive) return;
        paint(viewer.get<ElementRegistry>('elementRegistry'), image.styleMap);
        if (box) fitToWidth(viewer.get<Canvas>('canvas'), element, box);
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

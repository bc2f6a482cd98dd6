/**
 * How a process diagram fits a phone (issue 17 item 3): the whole width on open, and labels drawn
 * large enough to read at that scale. Pure, so it is tested without a browser.
 */

/** bpmn-js draws labels at 12 px; below this many pixels on screen they are unreadable. */
export const LABEL_FONT = 12;
export const MIN_LABEL_ON_SCREEN = 8.5;
/** Larger labels no longer fit the 100 px wide boxes they are written in. */
export const MAX_LABEL_FONT = 22;

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

const number = (value: string | null) => (value === null ? NaN : Number(value));

/** The drawing's extent from its BPMN DI: every shape's bounds and every edge's waypoints. */
export function diagramBox(xml: string): Box | null {
  const xs: number[] = [];
  const ys: number[] = [];
  for (const match of xml.matchAll(/<(?:\w+:)?Bounds\b([^>]*)>/g)) {
    const attrs = match[1] ?? '';
    const read = (name: string) => number(new RegExp(`\\b${name}="([^"]*)"`).exec(attrs)?.[1] ?? null);
    const [x, y, w, h] = [read('x'), read('y'), read('width'), read('height')];
    if (![x, y, w, h].every(Number.isFinite)) continue;
    xs.push(x, x + w);
    ys.push(y, y + h);
  }
  for (const match of xml.matchAll(/<(?:\w+:)?waypoint\b([^>]*)>/g)) {
    const attrs = match[1] ?? '';
    const x = number(/\bx="([^"]*)"/.exec(attrs)?.[1] ?? null);
    const y = number(/\by="([^"]*)"/.exec(attrs)?.[1] ?? null);
    if (!Number.isFinite(x) || !Number.isFinite(y)) continue;
    xs.push(x);
    ys.push(y);
  }
  if (xs.length === 0) return null;
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  return { x: minX, y: minY, width: Math.max(1, maxX - minX), height: Math.max(1, maxY - minY) };
}

/** The scale that shows the whole width inside `width` pixels (never enlarging past 1). */
export function fitScale(box: Box, width: number, margin: number): number {
  return Math.min(1, Math.max(0.05, (width - 2 * margin) / box.width));
}

/** The label font size (drawing units) that reads at least MIN_LABEL_ON_SCREEN px at `scale`. */
export function labelFont(scale: number): number {
  if (LABEL_FONT * scale >= MIN_LABEL_ON_SCREEN) return LABEL_FONT;
  return Math.min(MAX_LABEL_FONT, Math.ceil(MIN_LABEL_ON_SCREEN / scale));
}

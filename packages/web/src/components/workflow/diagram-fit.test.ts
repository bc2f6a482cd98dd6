import { describe, expect, it } from 'vitest';
import leave from '../../../../contract/src/affairs/modules/lxgl/leave.bpmn?raw';
import { diagramBox, fitScale, labelFont, MAX_LABEL_FONT, MIN_LABEL_ON_SCREEN } from './diagram-fit';

describe('a process diagram on a phone (issue 17 item 3)', () => {
  it('measures the drawing from its shapes and edges', () => {
    expect(diagramBox(leave)).toEqual({ x: 152, y: 120, width: 796, height: 188 });
    expect(diagramBox('<bpmn:definitions/>')).toBeNull();
  });

  it('fits the whole width of a 375 px screen on open', () => {
    const box = diagramBox(leave)!;
    const scale = fitScale(box, 323, 12);
    expect(box.width * scale + 2 * 12).toBeCloseTo(323);
    expect(fitScale({ x: 0, y: 0, width: 100, height: 50 }, 323, 12)).toBe(1);
  });

  it('draws the labels large enough to read at that scale', () => {
    const scale = fitScale(diagramBox(leave)!, 323, 12);
    const font = labelFont(scale);
    expect(font).toBeGreaterThan(12);
    expect(font * scale).toBeGreaterThanOrEqual(MIN_LABEL_ON_SCREEN - 0.5);
    expect(labelFont(1)).toBe(12);
    expect(labelFont(0.1)).toBe(MAX_LABEL_FONT);
  });
});

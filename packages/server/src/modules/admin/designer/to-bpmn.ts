import type { Language } from '@campus/contract';
import type {
  DesignerApprover,
  DesignerDraft,
  DesignerStep,
  SchoolText,
} from '@campus/contract/api/admin/designer-model';
import { CAMPUS_NAMESPACE_URI } from '../../../engine/bpmn/campus-descriptor.js';
import type { Names } from '../../../engine/model.js';
import { conditionsExpression } from './conditions.js';

/**
 * A draft -> the BPMN XML the engine runs (docs/BPMN.md "The chain designer"):
 *
 *   start -> [gateway?] -> task -> [gateway?] -> task -> ... -> end
 *
 * A step with conditions gets an exclusive gateway before it: the conditional flow to the step,
 * the default flow past it (to the next step's entry or the end). The process's own texts (name,
 * subject, listed) are the current version's, carried in `ProcessTexts`. A diagram (DI) lays the
 * shapes out left to right with skip flows drawn below, so bpmn-js shows the result.
 */
export interface ProcessTexts {
  name: string;
  names: Names;
  subject: string | null;
  subjects: Names;
  listed: boolean;
  startName: string;
  startNames: Names;
  endName: string;
  endNames: Names;
}

const START = 'start-event';
const END = 'end-event';
/** Generated ids carry a '-', which step keys cannot, so they never collide with a step's id. */
const gatewayId = (step: DesignerStep) => `when-${step.id}`;

export function escapeXml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;');
}

const attr = (name: string, value: string | null | undefined) =>
  value === null || value === undefined ? '' : ` ${name}="${escapeXml(value)}"`;

export function approverRule(approver: DesignerApprover): string {
  switch (approver.kind) {
    case 'relation':
      return `relation:${approver.relation}`;
    case 'role':
    case 'position':
      return `${approver.kind}:${approver.code}${approver.scope === 'school' ? '' : `@${approver.scope}`}`;
    case 'user':
      return `user:${approver.account}`;
    case 'org':
      return `org:${approver.code}`;
    case 'starter':
      return 'starter';
    case 'lookup':
      return `lookup:${approver.name}`;
  }
}

function namesXml(names: Names, tag: 'name' | 'subject' = 'name'): string[] {
  return Object.entries(names)
    .filter(([, value]) => value)
    .map(([lang, value]) => `<campus:${tag} lang="${lang}" value="${escapeXml(value)}" />`);
}

const otherNames = (text: SchoolText): Names =>
  Object.fromEntries(Object.entries(text).filter(([lang, value]) => lang !== 'zh-CN' && value)) as Partial<
    Record<Language, string>
  >;

function extensions(lines: string[], indent: string): string {
  if (lines.length === 0) return '';
  return `\n${indent}  <bpmn:extensionElements>\n${lines.map((l) => `${indent}    ${l}`).join('\n')}\n${indent}  </bpmn:extensionElements>\n${indent}`;
}

function element(tag: string, attrs: string, lines: string[], indent = '    ', inner = ''): string {
  const body = extensions(lines, indent) + inner;
  return body ? `${indent}<bpmn:${tag}${attrs}>${body}</bpmn:${tag}>` : `${indent}<bpmn:${tag}${attrs} />`;
}

function completionOf(step: DesignerStep): string | null {
  if (step.mode === 'all') return 'all';
  if (step.mode === 'share') return `${step.sharePercent ?? 100}%`;
  return null;
}

function userTask(step: DesignerStep): string {
  const completion = completionOf(step);
  const attrs =
    attr('id', step.id) +
    attr('name', step.name['zh-CN']) +
    attr('campus:assignee', step.approvers.map(approverRule).join(',')) +
    attr('campus:actions', step.actions.length ? step.actions.join(',') : null) +
    attr('campus:completion', completion) +
    attr('campus:dueHours', step.deadline ? String(step.deadline.hours) : null) +
    attr('campus:remindHours', step.deadline?.remindHours ? String(step.deadline.remindHours) : null) +
    attr('campus:copyTo', step.copyTo.length ? step.copyTo.map(approverRule).join(',') : null);
  const lines = [
    ...Object.entries(step.fields).map(
      ([key, access]) => `<campus:field key="${escapeXml(key)}" access="${access}" />`,
    ),
    ...namesXml(otherNames(step.name)),
  ];
  const loop = completion
    ? `\n      <bpmn:multiInstanceLoopCharacteristics${step.sequential ? ' isSequential="true"' : ''} />\n    `
    : '';
  return element('userTask', attrs, lines, '    ', loop);
}

interface Flow {
  id: string;
  source: string;
  target: string;
  condition?: string;
  /** Drawn below the main line (a gateway's default past its step). */
  skip?: boolean;
}

interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

const LINE_Y = 140;
const SKIP_Y = 260;

function layout(draft: DesignerDraft): Map<string, Box> {
  const boxes = new Map<string, Box>();
  let x = 100;
  const place = (id: string, w: number, h: number) => {
    boxes.set(id, { x, y: LINE_Y - h / 2, w, h });
    x += w + 60;
  };
  place(START, 36, 36);
  for (const step of draft.steps) {
    if (step.when.length) place(gatewayId(step), 50, 50);
    place(step.id, 100, 80);
  }
  place(END, 36, 36);
  return boxes;
}

function edge(flow: Flow, boxes: Map<string, Box>): string {
  const s = boxes.get(flow.source)!;
  const t = boxes.get(flow.target)!;
  const points = flow.skip
    ? [
        [s.x + s.w / 2, s.y + s.h],
        [s.x + s.w / 2, SKIP_Y],
        [t.x + t.w / 2, SKIP_Y],
        [t.x + t.w / 2, t.y + t.h],
      ]
    : [
        [s.x + s.w, LINE_Y],
        [t.x, LINE_Y],
      ];
  const waypoints = points.map(([px, py]) => `<di:waypoint x="${px}" y="${py}" />`).join('');
  return `      <bpmndi:BPMNEdge id="${flow.id}_di" bpmnElement="${flow.id}">${waypoints}</bpmndi:BPMNEdge>`;
}

/**
 * A gateway's or an event's name goes above it: below it the skip flows leave and arrive, and
 * a label there is crossed by their lines. A task's name is inside its box.
 */
function labelAbove(box: Box): string {
  const width = 90;
  return `<bpmndi:BPMNLabel><dc:Bounds x="${box.x + box.w / 2 - width / 2}" y="${box.y - 32}" width="${width}" height="27" /></bpmndi:BPMNLabel>`;
}

function shape(id: string, box: Box, gateway: boolean): string {
  const marker = gateway ? ' isMarkerVisible="true"' : '';
  const label = box.w < 100 ? labelAbove(box) : '';
  return `      <bpmndi:BPMNShape id="${id}_di" bpmnElement="${id}"${marker}><dc:Bounds x="${box.x}" y="${box.y}" width="${box.w}" height="${box.h}" />${label}</bpmndi:BPMNShape>`;
}

/** The draft as BPMN XML. Conditions must be valid (draft-check.ts checks them first). */
export function draftToBpmn(draft: DesignerDraft, texts: ProcessTexts): string {
  const key = draft.processKey;
  const nodes: string[] = [];
  const flows: Flow[] = [];
  const entryOf = (index: number): string => {
    const step = draft.steps[index];
    if (!step) return END;
    return step.when.length ? gatewayId(step) : step.id;
  };

  const startFields = Object.entries(draft.startFields).map(
    ([field, access]) => `<campus:field key="${escapeXml(field)}" access="${access}" />`,
  );
  nodes.push(
    element('startEvent', attr('id', START) + attr('name', texts.startName), [
      ...startFields,
      ...namesXml(texts.startNames),
    ]),
  );
  flows.push({ id: 'flow-start', source: START, target: entryOf(0) });
  draft.steps.forEach((step, index) => {
    const next = entryOf(index + 1);
    if (step.when.length) {
      const gateway = gatewayId(step);
      const skip = `skip-${step.id}`;
      nodes.push(
        element(
          'exclusiveGateway',
          attr('id', gateway) + attr('name', `${step.name['zh-CN']}？`) + attr('default', skip),
          [],
        ),
      );
      flows.push({
        id: `apply-${step.id}`,
        source: gateway,
        target: step.id,
        condition: conditionsExpression(step.when)!,
      });
      flows.push({ id: skip, source: gateway, target: next, skip: true });
    }
    nodes.push(userTask(step));
    flows.push({ id: `done-${step.id}`, source: step.id, target: next });
  });
  nodes.push(element('endEvent', attr('id', END) + attr('name', texts.endName), namesXml(texts.endNames)));

  const flowXml = flows.map((flow) => {
    const attrs = attr('id', flow.id) + attr('sourceRef', flow.source) + attr('targetRef', flow.target);
    if (!flow.condition) return `    <bpmn:sequenceFlow${attrs} />`;
    const body = escapeXml(`\${${flow.condition}}`);
    return `    <bpmn:sequenceFlow${attrs}>\n      <bpmn:conditionExpression xsi:type="bpmn:tFormalExpression">${body}</bpmn:conditionExpression>\n    </bpmn:sequenceFlow>`;
  });

  const boxes = layout(draft);
  const shapes = [...boxes.entries()].map(([id, box]) => shape(id, box, id.startsWith('when-')));
  const edges = flows.map((flow) => edge(flow, boxes));

  const processAttrs =
    attr('id', key) +
    attr('name', texts.name) +
    ' isExecutable="true"' +
    attr('campus:subject', texts.subject) +
    (texts.listed ? '' : ' campus:listed="false"');
  const processExt = extensions([...namesXml(texts.names), ...namesXml(texts.subjects, 'subject')], '  ');
  return `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL"
  xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI"
  xmlns:dc="http://www.omg.org/spec/DD/20100524/DC"
  xmlns:di="http://www.omg.org/spec/DD/20100524/DI"
  xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
  xmlns:campus="${CAMPUS_NAMESPACE_URI}"
  id="${key}_definitions" targetNamespace="https://campus-affairs.dev/processes">
  <bpmn:process${processAttrs}>${processExt ? processExt.replace(/\n {2}$/, '\n') : '\n'}${nodes.join('\n')}
${flowXml.join('\n')}
  </bpmn:process>
  <bpmndi:BPMNDiagram id="${key}_diagram">
    <bpmndi:BPMNPlane id="${key}_plane" bpmnElement="${key}">
${shapes.join('\n')}
${edges.join('\n')}
    </bpmndi:BPMNPlane>
  </bpmndi:BPMNDiagram>
</bpmn:definitions>
`;
}

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { bpmnXml, compileFixture } from '../../test/bpmn.js';
import { nameIn, userTaskOf } from '../model.js';
import { compileProcess } from './compile.js';
import { DefinitionError } from './errors.js';

/** The problems a definition is refused with, as "element: message" lines. */
async function problemsOf(xml: string): Promise<string[]> {
  try {
    await compileProcess(xml);
  } catch (error) {
    if (error instanceof DefinitionError)
      return error.problems.map((p) => `${p.elementId ?? '-'}: ${p.message}`);
    throw error;
  }
  throw new Error('the definition compiled');
}

const START_TO_TASK = `
  <bpmn:startEvent id="start" />
  <bpmn:userTask id="task" campus:assignee="starter" />
  <bpmn:endEvent id="end" />
  <bpmn:sequenceFlow id="f1" sourceRef="start" targetRef="task" />
  <bpmn:sequenceFlow id="f2" sourceRef="task" targetRef="end" />`;

describe('compiling a process', () => {
  it('reads nodes, flows, campus settings and defaults', async () => {
    const graph = await compileFixture('countersign');
    expect(graph.startId).toBe('start');
    const panel = userTaskOf(graph, 'panel');
    expect(panel.assignment).toEqual([
      { kind: 'relation', relation: 'collegeAffairs' },
      { kind: 'role', code: 'teacher', scope: 'college' },
    ]);
    expect(panel.multiInstance).toEqual({ sequential: false, completion: { kind: 'any' } });
    expect(panel.actions).toEqual(['agree', 'oppose', 'abandon', 'addSign', 'save']);
    expect(panel.fields).toEqual({ comment: 'edit', title: 'read' });
    expect(panel.defaultAccess).toBe('hidden');
    const board = userTaskOf(graph, 'board');
    expect(board.multiInstance).toEqual({
      sequential: true,
      completion: { kind: 'percentage', percent: 60 },
    });
    expect(board.actions).toEqual(['agree', 'oppose', 'abandon', 'addSign']);
    expect(graph.nodes.get('start')).toMatchObject({ kind: 'startEvent', fields: { score: 'read' } });
  });

  it('reads the process subject, node subjects and single-task defaults', async () => {
    const graph = await compileFixture('linear');
    expect(graph.subject).toBe('{starter.name}: {title}');
    expect(graph.name).toBe('Linear');
    const first = userTaskOf(graph, 'first');
    expect(first.multiInstance).toBeNull();
    expect(first.actions).toContain('rejectToStart');
    expect(first.actions).not.toContain('abandon');
    expect(first.defaultAccess).toBe('read');
    expect(userTaskOf(graph, 'second').subject).toBe('Please check {title}');
  });

  it('reads names in other languages for the process, its nodes and flows', async () => {
    const graph = await compileProcess(
      readFileSync(
        new URL('../../../../contract/src/affairs/modules/lxgl/leave.bpmn', import.meta.url),
        'utf8',
      ),
    );
    expect(graph.names['en-US']).toBe('Leave application');
    const counsellor = graph.nodes.get('counsellor')!;
    expect(nameIn(counsellor, 'ja-JP')).toBe('カウンセラー承認');
    expect(nameIn(counsellor, 'zh-CN')).toBe('辅导员审批');
    expect(nameIn(graph.flows.get('toCollege')!, 'en-US')).toBe('Leave of more than 2 days');
    const bad = START_TO_TASK.replace(
      '<bpmn:userTask id="task" campus:assignee="starter" />',
      '<bpmn:userTask id="task" campus:assignee="starter"><bpmn:extensionElements><campus:name lang="fr" value="x" /></bpmn:extensionElements></bpmn:userTask>',
    );
    expect(await problemsOf(bpmnXml(bad))).toEqual([
      'task: campus:name needs lang (one of zh-CN, zh-TW, en-US, ja-JP) and a value',
    ]);
  });

  it('compiles conditions and the default flow of an exclusive gateway', async () => {
    const graph = await compileFixture('exclusive');
    expect(graph.nodes.get('route')).toMatchObject({ kind: 'exclusiveGateway', defaultFlow: 'toMiddle' });
    expect(graph.flows.get('toShort')!.condition!.source).toBe('${days <= 2}');
    expect(graph.flows.get('toMiddle')!.condition).toBeNull();
  });

  it('marks the tasks inside a parallel block', async () => {
    const graph = await compileFixture('parallel');
    expect(['before', 'left', 'right', 'after'].map((id) => userTaskOf(graph, id).inParallelBlock)).toEqual([
      false,
      true,
      true,
      false,
    ]);
  });

  it('reads a terminate end event', async () => {
    const graph = await compileFixture('terminate');
    expect(graph.nodes.get('stopAll')).toMatchObject({ kind: 'endEvent', terminate: true });
    expect(graph.nodes.get('done')).toMatchObject({ kind: 'endEvent', terminate: false });
  });
});

describe('refusing a definition', () => {
  it.each([
    [
      'an unsupported element, by id',
      `${START_TO_TASK}<bpmn:serviceTask id="callApi" />`,
      'callApi: bpmn:ServiceTask is not supported',
    ],
    [
      'a timer boundary event',
      `${START_TO_TASK}<bpmn:boundaryEvent id="timeout" attachedToRef="task"><bpmn:timerEventDefinition /></bpmn:boundaryEvent>`,
      'timeout: bpmn:BoundaryEvent is not supported',
    ],
    [
      'a flow to nowhere',
      `${START_TO_TASK}<bpmn:sequenceFlow id="lost" sourceRef="task" />`,
      'lost: the flow has no target in the process',
    ],
    [
      'a missing assignee',
      `<bpmn:startEvent id="start" /><bpmn:userTask id="task" /><bpmn:endEvent id="end" />
       <bpmn:sequenceFlow id="f1" sourceRef="start" targetRef="task" /><bpmn:sequenceFlow id="f2" sourceRef="task" targetRef="end" />`,
      'task: a user task needs campus:assignee',
    ],
    [
      'an unknown relation',
      START_TO_TASK.replace('campus:assignee="starter"', 'campus:assignee="relation:dean"'),
      "task: relation 'dean' is not one of counsellor, classTeacher, classMonitor, collegeAffairs, office",
    ],
    [
      'a misspelt campus attribute',
      START_TO_TASK.replace('campus:assignee="starter"', 'campus:assignee="starter" campus:asignee="x"'),
      'task: unknown attribute <campus:asignee>',
    ],
    [
      'an unknown action',
      START_TO_TASK.replace(
        'campus:assignee="starter"',
        'campus:assignee="starter" campus:actions="agree,fly"',
      ),
      'task: campus:actions has unknown action(s) fly',
    ],
    [
      'a vote action on a single task',
      START_TO_TASK.replace(
        'campus:assignee="starter"',
        'campus:assignee="starter" campus:actions="agree,abandon"',
      ),
      'task: abandon only apply to multi-instance tasks',
    ],
    [
      'a completion without multi-instance',
      START_TO_TASK.replace('campus:assignee="starter"', 'campus:assignee="starter" campus:completion="any"'),
      'task: campus:completion needs multi-instance loop characteristics',
    ],
    [
      'a bad completion',
      START_TO_TASK.replace(
        '<bpmn:userTask id="task" campus:assignee="starter" />',
        '<bpmn:userTask id="task" campus:assignee="starter" campus:completion="150%"><bpmn:multiInstanceLoopCharacteristics /></bpmn:userTask>',
      ),
      "task: campus:completion '150%' is not all, any or a percentage such as 60%",
    ],
    [
      'a condition that does not parse',
      `<bpmn:startEvent id="start" /><bpmn:exclusiveGateway id="g" default="f3" />
       <bpmn:userTask id="task" campus:assignee="starter" /><bpmn:endEvent id="end" />
       <bpmn:sequenceFlow id="f1" sourceRef="start" targetRef="g" />
       <bpmn:sequenceFlow id="f2" sourceRef="g" targetRef="task"><bpmn:conditionExpression>days &gt;</bpmn:conditionExpression></bpmn:sequenceFlow>
       <bpmn:sequenceFlow id="f3" sourceRef="g" targetRef="end" />
       <bpmn:sequenceFlow id="f4" sourceRef="task" targetRef="end" />`,
      "f2: condition 'days >' cannot be read: unexpected end of expression",
    ],
    [
      'a branch without a condition',
      `<bpmn:startEvent id="start" /><bpmn:exclusiveGateway id="g" />
       <bpmn:userTask id="task" campus:assignee="starter" /><bpmn:endEvent id="end" />
       <bpmn:sequenceFlow id="f1" sourceRef="start" targetRef="g" />
       <bpmn:sequenceFlow id="f2" sourceRef="g" targetRef="task" />
       <bpmn:sequenceFlow id="f3" sourceRef="g" targetRef="end" />
       <bpmn:sequenceFlow id="f4" sourceRef="task" targetRef="end" />`,
      'f2: a flow leaving a branching exclusive gateway needs a condition or must be the default',
    ],
    [
      'a condition on a task flow',
      START_TO_TASK.replace(
        '<bpmn:sequenceFlow id="f2" sourceRef="task" targetRef="end" />',
        '<bpmn:sequenceFlow id="f2" sourceRef="task" targetRef="end"><bpmn:conditionExpression>true</bpmn:conditionExpression></bpmn:sequenceFlow>',
      ),
      'f2: conditions are only supported on flows leaving an exclusive gateway',
    ],
    [
      'a task with two ways out',
      `${START_TO_TASK}<bpmn:endEvent id="end2" /><bpmn:sequenceFlow id="f3" sourceRef="task" targetRef="end2" />`,
      'task: a user task needs exactly one outgoing flow (branch with a gateway)',
    ],
    [
      'an unreachable task',
      `${START_TO_TASK}<bpmn:userTask id="orphan" campus:assignee="starter" /><bpmn:sequenceFlow id="f3" sourceRef="orphan" targetRef="end" />`,
      'orphan: the task is never reached (no incoming flow)',
    ],
    [
      'a dead end',
      `<bpmn:startEvent id="start" /><bpmn:userTask id="a" campus:assignee="starter" /><bpmn:userTask id="b" campus:assignee="starter" />
       <bpmn:endEvent id="end" /><bpmn:parallelGateway id="fork" />
       <bpmn:sequenceFlow id="f1" sourceRef="start" targetRef="fork" />
       <bpmn:sequenceFlow id="f2" sourceRef="fork" targetRef="a" /><bpmn:sequenceFlow id="f3" sourceRef="fork" targetRef="b" />
       <bpmn:sequenceFlow id="f4" sourceRef="a" targetRef="end" /><bpmn:sequenceFlow id="f5" sourceRef="b" targetRef="b2" />
       <bpmn:userTask id="b2" campus:assignee="starter" /><bpmn:sequenceFlow id="f6" sourceRef="b2" targetRef="b" />`,
      'b: no path leads from here to an end event',
    ],
    [
      'a loop through gateways only',
      `<bpmn:startEvent id="start" /><bpmn:exclusiveGateway id="g1" /><bpmn:exclusiveGateway id="g2" default="back" />
       <bpmn:endEvent id="end" />
       <bpmn:sequenceFlow id="f1" sourceRef="start" targetRef="g1" /><bpmn:sequenceFlow id="f2" sourceRef="g1" targetRef="g2" />
       <bpmn:sequenceFlow id="back" sourceRef="g2" targetRef="g1" />
       <bpmn:sequenceFlow id="out" sourceRef="g2" targetRef="end"><bpmn:conditionExpression>x == 1</bpmn:conditionExpression></bpmn:sequenceFlow>`,
      'g1: a loop must pass through a user task',
    ],
    [
      'a join without a fork',
      `<bpmn:startEvent id="start" /><bpmn:exclusiveGateway id="split" default="f3" /><bpmn:parallelGateway id="join" />
       <bpmn:endEvent id="end" />
       <bpmn:sequenceFlow id="f1" sourceRef="start" targetRef="split" />
       <bpmn:sequenceFlow id="f2" sourceRef="split" targetRef="join"><bpmn:conditionExpression>x == 1</bpmn:conditionExpression></bpmn:sequenceFlow>
       <bpmn:sequenceFlow id="f3" sourceRef="split" targetRef="join" />
       <bpmn:sequenceFlow id="f4" sourceRef="join" targetRef="end" />`,
      'join: parallel gateways must open and close blocks in pairs (fork, then join)',
    ],
    [
      'a timer start',
      START_TO_TASK.replace(
        '<bpmn:startEvent id="start" />',
        '<bpmn:startEvent id="start"><bpmn:timerEventDefinition /></bpmn:startEvent>',
      ),
      'start: only plain start events are supported (no timer or message)',
    ],
    [
      'two start events',
      `${START_TO_TASK}<bpmn:startEvent id="start2" /><bpmn:sequenceFlow id="f3" sourceRef="start2" targetRef="task" />`,
      'p: a process needs exactly one start event (found 2)',
    ],
  ])('%s', async (_case, body, expected) => {
    expect(await problemsOf(bpmnXml(body))).toContain(expected);
  });

  it('refuses XML that does not read, unknown elements and duplicate ids', async () => {
    expect((await problemsOf('<bpmn:definitions'))[0]).toMatch(/^-: the XML cannot be read/);
    expect(await problemsOf(bpmnXml(`${START_TO_TASK}<bpmn:whatever id="w" />`))).toEqual([
      '-: unparsable content <bpmn:whatever> detected (unknown type <bpmn:Whatever>) at line: 9',
    ]);
    expect((await problemsOf(bpmnXml(`${START_TO_TASK}<bpmn:endEvent id="task" />`))).join()).toMatch(
      /duplicate ID <task>/,
    );
  });

  it('refuses a document without exactly one process', async () => {
    const two = bpmnXml(START_TO_TASK).replace(
      '</bpmn:definitions>',
      '<bpmn:process id="other" /></bpmn:definitions>',
    );
    expect(await problemsOf(two)).toEqual(['-: a definition holds exactly one process (found 2)']);
  });

  it('lists every problem, not only the first', async () => {
    const body = `${START_TO_TASK}<bpmn:serviceTask id="s1" /><bpmn:scriptTask id="s2" />`;
    expect(await problemsOf(bpmnXml(body))).toEqual([
      's1: bpmn:ServiceTask is not supported',
      's2: bpmn:ScriptTask is not supported',
    ]);
  });
});

describe('deadlines and copies (campus:dueHours, campus:remindHours, campus:copyTo)', () => {
  const withSettings = (settings: string) =>
    bpmnXml(START_TO_TASK.replace('campus:assignee="starter"', `campus:assignee="starter" ${settings}`));

  it('reads them, and none when absent', async () => {
    const graph = await compileProcess(
      withSettings(
        'campus:dueHours="48" campus:remindHours="8" campus:copyTo="relation:office, role:teacher@college"',
      ),
    );
    expect(userTaskOf(graph, 'task')).toMatchObject({
      deadline: { dueHours: 48, remindHours: 8 },
      copyTo: [
        { kind: 'relation', relation: 'office' },
        { kind: 'role', code: 'teacher', scope: 'college' },
      ],
    });
    expect(userTaskOf(await compileProcess(withSettings('campus:dueHours="1"')), 'task').deadline).toEqual({
      dueHours: 1,
      remindHours: 0,
    });
    expect(userTaskOf(await compileProcess(withSettings('')), 'task')).toMatchObject({
      deadline: null,
      copyTo: [],
    });
  });

  it.each([
    ['campus:dueHours="0"', "task: campus:dueHours '0' is not a whole number of hours from 1 to 720"],
    ['campus:dueHours="721"', "task: campus:dueHours '721' is not a whole number of hours from 1 to 720"],
    ['campus:dueHours="-3"', "task: campus:dueHours '-3' is not a whole number of hours from 1 to 720"],
    ['campus:dueHours="2d"', "task: campus:dueHours '2d' is not a whole number of hours from 1 to 720"],
    [
      'campus:dueHours="24" campus:remindHours="25"',
      "task: campus:remindHours '25' is not a whole number of hours from 0 to 24 (campus:dueHours)",
    ],
    [
      'campus:dueHours="24" campus:remindHours="soon"',
      "task: campus:remindHours 'soon' is not a whole number of hours from 0 to 24 (campus:dueHours)",
    ],
    ['campus:remindHours="2"', 'task: campus:remindHours needs campus:dueHours'],
    [
      'campus:copyTo="relation:dean"',
      "task: campus:copyTo relation 'dean' is not one of counsellor, classTeacher, classMonitor, collegeAffairs, office",
    ],
    [
      'campus:copyTo="starter"',
      'task: campus:copyTo cannot name starter (the starter already reads their request)',
    ],
  ])('refuses %s', async (settings, problem) => {
    expect(await problemsOf(withSettings(settings))).toEqual([problem]);
  });
});

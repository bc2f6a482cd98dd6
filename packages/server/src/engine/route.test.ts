import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { MemberProfile } from '../core/org/profile.js';
import { bpmnXml } from '../test/bpmn.js';
import { compileProcess } from './compile/compile.js';
import { approvalRoute } from './route.js';

const processXml = (file: string) =>
  readFileSync(
    new URL(
      file === 'leave'
        ? '../../../contract/src/affairs/modules/lxgl/leave.bpmn'
        : `../../processes/${file}.bpmn`,
      import.meta.url,
    ),
    'utf8',
  );
const starter = (kind: 'student' | 'staff') => ({ kind, name: 'x', roles: [] }) as unknown as MemberProfile;
const steps = (route: ReturnType<typeof approvalRoute>) =>
  route.map((s) => `${s.node.id}${s.condition ? ` if ${s.condition.name}` : ''}`);

describe('the approval route before submitting', () => {
  it('shows every step a form value may bring in, with the condition that does', async () => {
    const graph = await compileProcess(processXml('leave'));
    expect(steps(approvalRoute(graph, starter('student')))).toEqual([
      'counsellor',
      'college if 请假超过2天',
      'office if 请假超过7天',
    ]);
  });

  it('follows a submitted request’s own form: the route it takes, each step with why', async () => {
    const graph = await compileProcess(processXml('leave'));
    expect(steps(approvalRoute(graph, starter('student'), { days: 1 }))).toEqual(['counsellor']);
    expect(steps(approvalRoute(graph, starter('student'), { days: 5 }))).toEqual([
      'counsellor',
      'college if 请假超过2天',
    ]);
    expect(steps(approvalRoute(graph, starter('student'), { days: 9 }))).toEqual([
      'counsellor',
      'college if 请假超过2天',
      'office if 请假超过7天',
    ]);
  });

  it('follows the branch the applicant takes when it depends only on who they are', async () => {
    const graph = await compileProcess(processXml('general'));
    expect(steps(approvalRoute(graph, starter('student')))).toEqual(['counsellor']);
    expect(steps(approvalRoute(graph, starter('staff')))).toEqual(['office']);
  });

  it('stops where no way out applies, and shows parallel steps once each', async () => {
    const graph = await compileProcess(
      bpmnXml(`
  <bpmn:startEvent id="s" />
  <bpmn:parallelGateway id="fork" />
  <bpmn:userTask id="a" campus:assignee="starter" />
  <bpmn:userTask id="b" campus:assignee="starter" />
  <bpmn:parallelGateway id="join" />
  <bpmn:exclusiveGateway id="who" />
  <bpmn:userTask id="c" campus:assignee="starter" />
  <bpmn:endEvent id="e" />
  <bpmn:sequenceFlow id="f0" sourceRef="s" targetRef="fork" />
  <bpmn:sequenceFlow id="f1" sourceRef="fork" targetRef="a" />
  <bpmn:sequenceFlow id="f2" sourceRef="fork" targetRef="b" />
  <bpmn:sequenceFlow id="f3" sourceRef="a" targetRef="join" />
  <bpmn:sequenceFlow id="f4" sourceRef="b" targetRef="join" />
  <bpmn:sequenceFlow id="f5" sourceRef="join" targetRef="who" />
  <bpmn:sequenceFlow id="f6" sourceRef="who" targetRef="c">
    <bpmn:conditionExpression xsi:type="bpmn:tFormalExpression">starter.kind == 'staff'</bpmn:conditionExpression>
  </bpmn:sequenceFlow>
  <bpmn:sequenceFlow id="f7" sourceRef="who" targetRef="e">
    <bpmn:conditionExpression xsi:type="bpmn:tFormalExpression">starter.kind == 'alien'</bpmn:conditionExpression>
  </bpmn:sequenceFlow>
  <bpmn:sequenceFlow id="f8" sourceRef="c" targetRef="e" />`),
    );
    expect(steps(approvalRoute(graph, starter('student')))).toEqual(['a', 'b']);
    expect(steps(approvalRoute(graph, starter('staff')))).toEqual(['a', 'b', 'c']);
  });
});

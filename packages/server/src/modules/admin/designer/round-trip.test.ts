import { readdirSync, readFileSync } from 'node:fs';
import { parseFormDefinition, type FormDefinition } from '@campus/contract';
import { describe, expect, it } from 'vitest';
import type { MemberProfile } from '../../../core/org/profile.js';
import { compileProcess } from '../../../engine/compile/compile.js';
import { parseBpmn } from '../../../engine/compile/parse.js';
import { approvalRoute } from '../../../engine/route.js';
import { conditionExpression, readConditions } from './conditions.js';
import { bpmnToDraft } from './from-bpmn.js';
import { draftToBpmn } from './to-bpmn.js';

/** Every BPMN file the app ships, with the form beside it (or none). */
function shipped(): { name: string; xml: string; form: FormDefinition }[] {
  const dirs = [
    new URL('../../../../processes/', import.meta.url),
    ...readdirSync(new URL('../../../../../contract/src/affairs/modules/', import.meta.url)).map(
      (g) => new URL(`../../../../../contract/src/affairs/modules/${g}/`, import.meta.url),
    ),
  ];
  const files: { name: string; xml: string; form: FormDefinition }[] = [];
  for (const dir of dirs) {
    const names = readdirSync(dir);
    for (const name of names.filter((n) => n.endsWith('.bpmn'))) {
      const formName = name.replace(/\.bpmn$/, '.form.json');
      const form = names.includes(formName)
        ? parseFormDefinition(JSON.parse(readFileSync(new URL(formName, dir), 'utf8')))
        : { key: 'x', name: 'x', fields: [] };
      files.push({
        name: `${dir.pathname.split('/').at(-2)}/${name}`,
        xml: readFileSync(new URL(name, dir), 'utf8'),
        form,
      });
    }
  }
  return files;
}

const starter = (kind: 'student' | 'staff', grade = '2024') =>
  ({ kind, name: 'x', grade, collegeName: 'c', roles: [] }) as unknown as MemberProfile;
const route = (
  graph: Awaited<ReturnType<typeof compileProcess>>,
  who: MemberProfile,
  values: Record<string, unknown>,
) => approvalRoute(graph, who, values).map((s) => s.node.id);

describe('the chain designer reads and writes BPMN', () => {
  it('reads the seeded leave as a chain, ANDing the condition of a gateway that ends the request', async () => {
    const file = shipped().find((f) => f.name === 'lxgl/leave.bpmn')!;
    const read = await bpmnToDraft(file.xml, file.form, 'en-US');
    expect(read.shape).toBe('chain');
    if (read.shape !== 'chain') return;
    expect(read.draft.steps.map((s) => [s.id, s.approvers, s.when])).toEqual([
      ['counsellor', [{ kind: 'relation', relation: 'counsellor' }], []],
      ['college', [{ kind: 'relation', relation: 'collegeAffairs' }], [{ field: 'days', op: '>', value: 2 }]],
      [
        'office',
        [{ kind: 'relation', relation: 'office' }],
        [
          { field: 'days', op: '>', value: 2 },
          { field: 'days', op: '>', value: 7 },
        ],
      ],
    ]);
  });

  it('writes every chain-shaped seeded process back so that it compiles and routes the same way', async () => {
    let chains = 0;
    for (const file of shipped()) {
      const read = await bpmnToDraft(file.xml, file.form, 'en-US');
      if (read.shape !== 'chain') continue;
      chains++;
      const written = draftToBpmn(read.draft, read.texts);
      const before = await compileProcess(file.xml);
      const after = await compileProcess(written);
      expect(after.id, file.name).toBe(before.id);
      expect(after.subject, file.name).toBe(before.subject);
      for (const who of [starter('student'), starter('staff')]) {
        for (const values of [{ days: 1 }, { days: 3 }, { days: 9 }, { amount: 500 }, { amount: 5000 }, {}]) {
          expect(route(after, who, values), `${file.name} ${JSON.stringify(values)}`).toEqual(
            route(before, who, values),
          );
        }
      }
      const again = await bpmnToDraft(written, file.form, 'en-US');
      expect(again.shape === 'chain' && again.draft, file.name).toEqual(read.draft);
    }
    expect(chains).toBeGreaterThan(20);
  });

  it('says why a process is not a chain, in the reader’s language', async () => {
    const file = shipped().find((f) => f.name === 'processes/general.bpmn')!;
    const read = await bpmnToDraft(file.xml, file.form, 'zh-CN');
    expect(read.shape).toBe('other');
    expect(read.shape === 'other' && read.reason).toContain('byStarter');
  });

  it('writes deadlines, copies, shares and field rights as campus: attributes and reads them back', async () => {
    const file = shipped().find((f) => f.name === 'lxgl/leave.bpmn')!;
    const read = await bpmnToDraft(file.xml, file.form, 'en-US');
    if (read.shape !== 'chain') throw new Error('not a chain');
    const draft = structuredClone(read.draft);
    draft.steps[1] = {
      ...draft.steps[1]!,
      mode: 'share',
      sharePercent: 60,
      sequential: true,
      deadline: { hours: 72, remindHours: 24 },
      copyTo: [
        { kind: 'relation', relation: 'counsellor' },
        { kind: 'role', code: 'office_staff', scope: 'school' },
      ],
      fields: { reason: 'read', proof: 'hidden' },
    };
    const xml = draftToBpmn(draft, read.texts);
    expect(xml).toContain('campus:dueHours="72"');
    expect(xml).toContain('campus:remindHours="24"');
    expect(xml).toContain('campus:copyTo="relation:counsellor,role:office_staff"');
    expect(xml).toContain('campus:completion="60%"');
    const graph = await compileProcess(xml);
    const college = graph.nodes.get('college');
    expect(college?.kind === 'userTask' && college.multiInstance).toEqual({
      sequential: true,
      completion: { kind: 'percentage', percent: 60 },
    });
    const back = await bpmnToDraft(xml, file.form, 'en-US');
    expect(back.shape === 'chain' && back.draft.steps[1]).toEqual(draft.steps[1]);
    // The diagram is there for bpmn-js: a shape per node.
    const definitions = await parseBpmn(xml);
    expect((definitions.diagrams as unknown[]).length).toBe(1);
  });

  it('never lets a value add syntax to a condition', () => {
    const sneaky = 'sick"] || true || x in ["';
    const expression = conditionExpression({ field: 'leaveType', op: 'in', value: [sneaky, 'a\\"b'] });
    expect(readConditions(expression)).toEqual([{ field: 'leaveType', op: 'in', value: [sneaky, 'a\\"b'] }]);
    expect(() => conditionExpression({ field: 'days || true', op: '>', value: 1 })).toThrow();
    expect(() => conditionExpression({ field: 'days', op: '>', value: 'x' })).toThrow();
    expect(readConditions(conditionExpression({ field: 'leaveType', op: 'notIn', value: ['sick'] }))).toEqual(
      [{ field: 'leaveType', op: 'notIn', value: ['sick'] }],
    );
  });
});

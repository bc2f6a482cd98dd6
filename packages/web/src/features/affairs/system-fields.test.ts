import type { AffairMeta, FormDefinition } from '@campus/contract';
import { describe, expect, it } from 'vitest';
import { systemFieldsView } from './system-fields';

const definition = {
  key: 'f',
  fields: [
    { key: 'academicYear', type: 'text', label: '学年' },
    { key: 'majorRank', type: 'number', label: '专业排名' },
    { key: 'idNumber', type: 'text', label: '身份证号' },
    { key: 'reason', type: 'textarea', label: '理由' },
  ],
} as FormDefinition;

const meta = {
  initial: { academicYear: '2026-2027', majorRank: 4 },
  systemFields: {
    academicYear: { note: '取自学校校历，不可修改', verified: true },
    majorRank: { note: '来自综合测评 2026-2027', verified: true },
    idNumber: { note: '学生填写，未核实', verified: false },
  },
} as unknown as AffairMeta;

describe('the fields the system fills on the apply form', () => {
  it('shows a held value read-only over a draft’s, and leaves one it does not hold to the student', () => {
    const view = systemFieldsView(meta, definition, undefined, { majorRank: 1, idNumber: 'x', reason: 'r' });
    expect(view.values).toMatchObject({
      academicYear: '2026-2027',
      majorRank: 4,
      idNumber: 'x',
      reason: 'r',
    });
    expect(view.permissions).toEqual({
      academicYear: 'read',
      majorRank: 'read',
      idNumber: 'edit',
      reason: 'edit',
    });
    expect(view.notes).toEqual({
      academicYear: '取自学校校历，不可修改',
      majorRank: '来自综合测评 2026-2027',
      idNumber: '学生填写，未核实',
    });
  });

  it('keeps the node’s permissions when the system holds nothing', () => {
    const none = {
      initial: {},
      systemFields: { idNumber: meta.systemFields.idNumber },
    } as unknown as AffairMeta;
    expect(systemFieldsView(none, definition, undefined, {}).permissions).toBeUndefined();
  });
});

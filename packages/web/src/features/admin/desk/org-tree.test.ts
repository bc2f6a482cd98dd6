import { describe, expect, it } from 'vitest';
import { nestTree, unitsOfType } from './org-tree';

const node = (id: string, parentId: string | null, type: string, members = 0) => ({
  id,
  parentId,
  type,
  code: id.toUpperCase(),
  name: id,
  grade: null,
  members,
});
const NODES = [
  node('school', null, 'school', 1),
  node('c1', 'school', 'college', 2),
  node('m1', 'c1', 'major'),
  node('k1', 'm1', 'class', 30),
  node('k2', 'c1', 'class', 10),
  node('c2', 'school', 'college'),
  node('k3', 'c2', 'class', 5),
  node('stray', 'gone', 'class', 4),
];

describe('the organisation tree', () => {
  it('nests units under their parents and counts everyone below each', () => {
    const [school, stray] = nestTree(NODES);
    expect(school!.children.map((c) => c.id)).toEqual(['c1', 'c2']);
    expect(school!.children[0]!.children.map((c) => c.id)).toEqual(['m1', 'k2']);
    expect(school!.total).toBe(48);
    expect(school!.children[0]!.total).toBe(42);
    expect(stray!.id).toBe('stray');
  });

  it('finds the classes under a college, through its majors or straight under it', () => {
    expect(unitsOfType(NODES, 'class', 'c1').map((n) => n.id)).toEqual(['k1', 'k2']);
    expect(unitsOfType(NODES, 'class').map((n) => n.id)).toEqual(['k1', 'k2', 'k3', 'stray']);
    expect(unitsOfType(NODES, 'college').map((n) => n.id)).toEqual(['c1', 'c2']);
  });
});

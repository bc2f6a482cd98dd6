import type { OrgNode } from '@campus/contract/routes/api/admin/directory';

/** A unit with the units under it, as the organisation screen draws the tree. */
export interface OrgBranch extends OrgNode {
  children: OrgBranch[];
  /** Members of the unit and every unit under it. */
  total: number;
}

/**
 * Nests the flat tree the server sends (each unit with its parentId) from its roots down, keeping
 * the server's order among siblings; a unit whose parent is missing stands as a root rather than
 * vanishing.
 */
export function nestTree(nodes: readonly OrgNode[]): OrgBranch[] {
  const branches = new Map<string, OrgBranch>(nodes.map((n) => [n.id, { ...n, children: [], total: 0 }]));
  const roots: OrgBranch[] = [];
  for (const branch of branches.values()) {
    const parent = branch.parentId ? branches.get(branch.parentId) : undefined;
    if (parent) parent.children.push(branch);
    else roots.push(branch);
  }
  const count = (b: OrgBranch): number =>
    (b.total = b.members + b.children.reduce((sum, c) => sum + count(c), 0));
  roots.forEach(count);
  return roots;
}

/** The units of a type under a unit (or in the whole tree without one), in tree order. */
export function unitsOfType(nodes: readonly OrgNode[], type: string, under?: string): OrgNode[] {
  if (!under) return nodes.filter((n) => n.type === type);
  const byId = new Map(nodes.map((n) => [n.id, n]));
  const isUnder = (n: OrgNode): boolean => {
    for (
      let p = n.parentId ? byId.get(n.parentId) : undefined;
      p;
      p = p.parentId ? byId.get(p.parentId) : undefined
    )
      if (p.id === under) return true;
    return false;
  };
  return nodes.filter((n) => n.type === type && isUnder(n));
}

import type { DeptNode } from '@console/domain/schemas/admin';

export interface DeptTreeNode extends DeptNode {
  children?: DeptTreeNode[];
}

/** The flat department list as a tree (roots first, siblings in the server's order). */
export function deptTree(rows: readonly DeptNode[]): DeptTreeNode[] {
  const nodes = new Map<number, DeptTreeNode>(rows.map((d) => [d.id, { ...d }]));
  const roots: DeptTreeNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentId === null ? undefined : nodes.get(node.parentId);
    if (!parent) roots.push(node);
    else if (parent.children) parent.children.push(node);
    else parent.children = [node];
  }
  return roots;
}

import type { MenuNode } from '@console/domain/schemas/admin';
import { Tree, Typography } from 'antd';
import type { DataNode } from 'antd/es/tree';
import { useMemo } from 'react';
import { useLocale } from '../../../lib/i18n/use-locale';

interface Index {
  parent: Map<number, number | null>;
  children: Map<number, number[]>;
}

function indexOf(nodes: MenuNode[], index: Index = { parent: new Map(), children: new Map() }): Index {
  for (const n of nodes) {
    index.parent.set(n.id, n.parentId);
    index.children.set(
      n.id,
      (n.children ?? []).map((c) => c.id),
    );
    indexOf(n.children ?? [], index);
  }
  return index;
}

const descendants = (index: Index, id: number): number[] =>
  (index.children.get(id) ?? []).flatMap((c) => [c, ...descendants(index, c)]);

/**
 * The grant tree: directories, pages and their buttons (permission codes) with one check box each. Checking a
 * node grants it, everything under it and the menus above it (a page needs its directory); unchecking takes it
 * and everything under it away.
 */
export function GrantTree({
  tree,
  value = [],
  onChange,
  disabled,
}: {
  tree: MenuNode[];
  value?: number[];
  onChange?: (ids: number[]) => void;
  disabled?: boolean;
}) {
  const locale = useLocale();
  const index = useMemo(() => indexOf(tree), [tree]);
  const data = useMemo(() => {
    const toData = (n: MenuNode): DataNode => ({
      key: n.id,
      title: (
        <span>
          <span>{locale === 'en' ? (n.titleEn ?? n.title) : n.title}</span>
          {n.perms && (
            <Typography.Text type="secondary" style={{ marginInlineStart: 8, fontSize: 12 }}>
              {n.perms}
            </Typography.Text>
          )}
        </span>
      ),
      children: n.children?.map(toData),
    });
    return tree.map(toData);
  }, [tree, locale]);

  const toggle = (id: number, checked: boolean) => {
    const next = new Set(value);
    if (checked) {
      for (const d of [id, ...descendants(index, id)]) next.add(d);
      for (let p = index.parent.get(id) ?? null; p !== null; p = index.parent.get(p) ?? null) next.add(p);
    } else {
      for (const d of [id, ...descendants(index, id)]) next.delete(d);
    }
    onChange?.([...next].sort((a, b) => a - b));
  };

  return (
    <Tree
      checkable
      checkStrictly
      selectable={false}
      defaultExpandAll
      disabled={disabled}
      treeData={data}
      checkedKeys={{ checked: value, halfChecked: [] }}
      onCheck={(_, info) => toggle(Number(info.node.key), info.checked)}
      data-testid="grant-tree"
    />
  );
}

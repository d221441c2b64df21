import type { MenuNode } from '@console/domain/schemas/admin';
import { cleanup, fireEvent, render } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { GrantTree } from './components/grant-tree';

const node = (id: number, parentId: number | null, title: string, children?: MenuNode[]): MenuNode => ({
  id,
  parentId,
  menuType: children ? 'C' : 'F',
  title,
  titleEn: null,
  perms: null,
  children,
});
const tree = [node(1, null, '客户管理', [node(2, 1, '任务管理', [node(3, 2, '新增任务')]), node(4, 1, '订单管理')])];

function Harness({ initial }: { initial: number[] }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <GrantTree tree={tree} value={value} onChange={setValue} />
      <output data-testid="value">{value.join(',')}</output>
    </>
  );
}

const checkedTitles = (root: HTMLElement) =>
  [...root.querySelectorAll('.ant-tree-treenode')]
    .filter((n) => n.querySelector('.ant-tree-checkbox-checked'))
    .map((n) => n.querySelector('.ant-tree-title')?.textContent);

describe('GrantTree', () => {
  afterEach(cleanup);

  it('shows the granted nodes checked', () => {
    const { container } = render(<Harness initial={[1, 4]} />);
    expect(checkedTitles(container)).toEqual(['客户管理', '订单管理']);
  });

  it('checking a node grants it, what is under it and the menus above it; unchecking takes it and its buttons away', () => {
    const { container, getByTestId } = render(<Harness initial={[]} />);
    const box = (title: string) =>
      [...container.querySelectorAll('.ant-tree-treenode')]
        .find((n) => n.querySelector('.ant-tree-title')?.textContent === title)
        ?.querySelector('.ant-tree-checkbox') as Element;
    fireEvent.click(box('任务管理'));
    expect(getByTestId('value').textContent).toBe('1,2,3');
    fireEvent.click(box('任务管理'));
    expect(getByTestId('value').textContent).toBe('1');
  });
});

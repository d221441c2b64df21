import { Button, Space } from 'antd';
import type { ReactNode } from 'react';
import { ACTIONS_KEY, type ListColumn } from './list-columns';

/** One link button of a list row's actions. */
export interface RowAction {
  key: string;
  label: ReactNode;
  onClick: () => void;
  danger?: boolean;
  /** false leaves the button out (no permission, or not for this row) */
  show?: boolean;
  icon?: ReactNode;
  disabled?: boolean;
  loading?: boolean;
  /** the button's data-testid */
  testId?: string;
}

/** A list row's actions: small link buttons side by side, wrapping where the row (or its phone card) is narrow. */
export function RowActions({ actions }: { actions: RowAction[] }) {
  return (
    <Space size={0} wrap>
      {actions
        .filter((a) => a.show !== false)
        .map(({ key, label, show: _show, testId, ...button }) => (
          <Button key={key} type="link" size="small" data-testid={testId} {...button}>
            {label}
          </Button>
        ))}
    </Space>
  );
}

/**
 * A list's actions column of RowActions (pinned right in the table, the card's foot on phones), spread into the
 * columns: none at all when `shown` is false (no permission for any of them); an empty cell (and no card foot) for a
 * row none of whose actions shows.
 */
export function actionsColumn<T>(title: string, actionsOf: (row: T) => RowAction[], shown = true): ListColumn<T>[] {
  if (!shown) return [];
  return [
    {
      key: ACTIONS_KEY,
      title,
      fixed: 'right',
      render: (_: unknown, row: T) => {
        const actions = actionsOf(row).filter((a) => a.show !== false);
        return actions.length > 0 ? <RowActions actions={actions} /> : null;
      },
    },
  ];
}

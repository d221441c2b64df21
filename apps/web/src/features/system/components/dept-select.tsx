import { TreeSelect } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDepts } from '../api/get-depts';
import { type DeptTreeNode, deptTree } from './dept-tree';

interface TreeOption {
  value: number;
  title: string;
  children?: TreeOption[];
}

const optionsOf = (nodes: DeptTreeNode[], exclude?: number): TreeOption[] =>
  nodes
    .filter((n) => n.id !== exclude)
    .map((n) => ({ value: n.id, title: n.name, children: n.children ? optionsOf(n.children, exclude) : undefined }));

/**
 * One department of an enterprise (null: the caller's own), from its tree. `exclude` leaves out a department and
 * everything below it (a department's new parent).
 */
export function DeptSelect({
  id,
  enterpriseId,
  enabled = true,
  exclude,
  value,
  onChange,
}: {
  id?: string;
  enterpriseId: number | null;
  enabled?: boolean;
  exclude?: number;
  value?: number | null;
  onChange?: (value: number | null) => void;
}) {
  const { t } = useTranslation();
  const depts = useDepts(enterpriseId, enabled);
  return (
    <TreeSelect
      id={id}
      allowClear
      treeDefaultExpandAll
      loading={depts.isFetching}
      value={value ?? undefined}
      onChange={(v) => onChange?.(v ?? null)}
      placeholder={t('system.deptPlaceholder')}
      treeData={optionsOf(deptTree(depts.data ?? []), exclude)}
      style={{ width: '100%' }}
      data-testid="dept-select"
    />
  );
}

import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined } from '@ant-design/icons';
import { DEFAULT_PAGE_SIZE, LIST_VIEW_LIMITS } from '@console/domain/list-limits';
import type { RoleOption } from '@console/domain/schemas/admin';
import type { ListViewSettings } from '@console/domain/schemas/list-view';
import { useQuery } from '@tanstack/react-query';
import { Button, Checkbox, Divider, Drawer, Form, Input, List, Select, Space, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getData } from '../http/client';
import { notifySuccess } from '../notify';
import { usePermission } from '../permissions';
import { queryKeys } from '../query-keys';
import { ACTIONS_KEY, type ListColumn } from './list-columns';
import type { ListState } from './list-state';
import type { ListViewControl } from './use-list-view';
import { moveKey } from './view-columns';
import './i18n';

export interface ViewControlsProps<T> {
  control: ListViewControl;
  /** every column the page has, in its own order */
  columns: ListColumn<T>[];
  state: ListState;
  onStateChange: (next: ListState) => void;
}

export interface ViewDrawerProps<T> extends ViewControlsProps<T> {
  open: boolean;
  onClose: () => void;
  /** applies the saved filters of that name */
  apply: (name: string) => void;
}

const PAGE_SIZES = [10, 20, 50, 100];

/** The drawer of a list's saved view (view-controls.tsx opens it): the columns, page size, filters, defaults. */
export function ViewDrawer<T>({ open, onClose, apply, ...props }: ViewDrawerProps<T>) {
  const { t } = useTranslation();
  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={t('list.view')}
      size="default"
      styles={{ wrapper: { maxWidth: '100vw' } }}
      destroyOnHidden
    >
      <ViewEditor {...props} apply={apply} />
    </Drawer>
  );
}

function ViewEditor<T>({
  control,
  columns,
  state,
  onStateChange,
  apply,
}: ViewControlsProps<T> & { apply: (name: string) => void }) {
  const { t } = useTranslation();
  const can = usePermission();
  const [filterForm] = Form.useForm<{ name: string }>();
  const [roleForm] = Form.useForm<{ roleId: number }>();
  // The filter's own save, not any save of the view: a column change still on its way must not swallow this click.
  const [savingFilter, setSavingFilter] = useState(false);
  const answer = control.answer;
  const own = columns.filter((c) => c.key !== ACTIONS_KEY);
  const title = (key: string): ReactNode => (own.find((c) => c.key === key)?.title as ReactNode) ?? key;
  const current: ListViewSettings = {
    columns: answer?.view?.columns,
    pageSize: answer?.view?.pageSize,
    filters: answer?.view?.filters ?? [],
  };
  // The order shown: the view's columns first (in its order), then the page's others, hidden.
  const shown = (current.columns ?? own.map((c) => c.key)).filter((k) => own.some((c) => c.key === k));
  // Kept while the drawer is open: a column hidden stays where it was, to be shown again in place.
  const [order, setOrder] = useState(() => [...shown, ...own.map((c) => c.key).filter((k) => !shown.includes(k))]);
  const move = (key: string, by: -1 | 1) => {
    const next = moveKey(order, key, by);
    setOrder(next);
    save({ columns: next.filter((k) => shown.includes(k)) });
  };
  const save = (next: Partial<ListViewSettings>) => control.save.mutateAsync({ ...current, ...next });
  const saveColumns = (keys: string[]) => save({ columns: order.filter((k) => keys.includes(k)) });
  const canSetDefault = can({ all: ['system:role:edit', 'system:user:list'] });
  const roles = useQuery({
    queryKey: queryKeys.system.roles.options,
    queryFn: () => getData<RoleOption[]>('system/role/options'),
    enabled: canSetDefault,
  });
  const source = answer?.source ?? 'none';

  return (
    <div className="list-view-editor" data-testid="list-view-editor">
      <Typography.Paragraph type="secondary" data-testid="list-view-source">
        {t('list.viewSource', {
          source: t(
            source === 'user'
              ? 'list.viewSourceUser'
              : source === 'role'
                ? 'list.viewSourceRole'
                : 'list.viewSourceNone',
          ),
        })}
      </Typography.Paragraph>

      <Typography.Title level={5}>{t('list.viewColumns')}</Typography.Title>
      <List
        size="small"
        rowKey={(k) => k}
        dataSource={order}
        renderItem={(key, i) => {
          const name = String(title(key));
          return (
            <List.Item
              actions={[
                <Button
                  key="up"
                  size="small"
                  type="text"
                  icon={<ArrowUpOutlined />}
                  aria-label={t('list.viewUp', { name })}
                  disabled={i === 0}
                  onClick={() => move(key, -1)}
                />,
                <Button
                  key="down"
                  size="small"
                  type="text"
                  icon={<ArrowDownOutlined />}
                  aria-label={t('list.viewDown', { name })}
                  disabled={i === order.length - 1}
                  onClick={() => move(key, 1)}
                />,
              ]}
            >
              <Checkbox
                checked={shown.includes(key)}
                // One column at least: a list of nothing but its buttons says nothing.
                disabled={shown.length === 1 && shown.includes(key)}
                onChange={(e) => saveColumns(e.target.checked ? [...shown, key] : shown.filter((k) => k !== key))}
                data-testid={`view-column-${key}`}
              >
                {title(key)}
              </Checkbox>
            </List.Item>
          );
        }}
      />

      <Divider />
      <Space>
        <Typography.Text id="list-view-page-size">{t('list.viewPageSize')}</Typography.Text>
        <Select
          aria-labelledby="list-view-page-size"
          value={current.pageSize ?? state.pageSize ?? DEFAULT_PAGE_SIZE}
          options={PAGE_SIZES.map((n) => ({ value: n, label: String(n) }))}
          onChange={(pageSize: number) => {
            save({ pageSize });
            onStateChange({ ...state, pageNum: 1, pageSize });
          }}
          data-testid="view-page-size"
        />
      </Space>

      <Divider />
      <Typography.Title level={5}>{t('list.viewFilters')}</Typography.Title>
      <List
        size="small"
        locale={{ emptyText: t('list.viewNoFilters') }}
        dataSource={current.filters}
        renderItem={(f) => (
          <List.Item
            actions={[
              <Button key="apply" size="small" type="link" onClick={() => apply(f.name)}>
                {t('list.viewApply')}
              </Button>,
              <Button
                key="remove"
                size="small"
                type="text"
                danger
                icon={<DeleteOutlined />}
                aria-label={t('list.viewRemoveFilter', { name: f.name })}
                onClick={() => save({ filters: current.filters.filter((x) => x.name !== f.name) })}
              />,
            ]}
          >
            <span data-testid="saved-filter-name">{f.name}</span>
          </List.Item>
        )}
      />
      <Form
        form={filterForm}
        layout="vertical"
        onFinish={async ({ name }) => {
          setSavingFilter(true);
          try {
            await save({ filters: [...current.filters, { name: name.trim(), filters: state.filters }] });
            filterForm.resetFields();
            notifySuccess(t('list.viewSaved'));
          } finally {
            setSavingFilter(false);
          }
        }}
      >
        <Form.Item
          name="name"
          label={t('list.viewFilterName')}
          rules={[
            { required: true, whitespace: true, message: t('list.viewFilterNameRequired') },
            {
              validator: (_, v: string | undefined) =>
                current.filters.some((f) => f.name === v?.trim())
                  ? Promise.reject(new Error(t('list.viewFilterNameTaken')))
                  : Promise.resolve(),
            },
          ]}
        >
          <Input maxLength={LIST_VIEW_LIMITS.filterNameMax} data-testid="view-filter-name" />
        </Form.Item>
        <Button htmlType="submit" loading={savingFilter} data-testid="view-filter-save">
          {t('list.viewSaveFilter')}
        </Button>
      </Form>

      <Divider />
      <Button
        onClick={async () => {
          await control.reset.mutateAsync();
          notifySuccess(t('list.viewResetDone'));
        }}
        loading={control.reset.isPending}
        data-testid="view-reset"
      >
        {t('list.viewReset')}
      </Button>

      {canSetDefault && (
        <Form
          form={roleForm}
          layout="vertical"
          className="list-view-role-default"
          onFinish={async ({ roleId }) => {
            await control.setRoleDefault.mutateAsync({
              roleId,
              view: { ...current, pageSize: current.pageSize ?? state.pageSize },
            });
            notifySuccess(t('list.viewRoleSaved'));
          }}
        >
          <Divider />
          <Form.Item
            name="roleId"
            label={t('list.viewRole')}
            rules={[{ required: true, message: t('list.viewRoleRequired') }]}
          >
            <Select
              loading={roles.isFetching}
              options={(roles.data ?? []).map((r) => ({ value: r.id, label: r.name }))}
              data-testid="view-role"
            />
          </Form.Item>
          <Button htmlType="submit" loading={control.setRoleDefault.isPending}>
            {t('list.viewRoleDefault')}
          </Button>
        </Form>
      )}
    </div>
  );
}

import { SettingOutlined } from '@ant-design/icons';
import { Button, Select, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyPart } from '../lazy-part';
import { withFilters } from './list-state';
import type { ViewControlsProps, ViewDrawerProps } from './view-drawer';
import './i18n';

// The drawer (its form, list and selects) loads when first opened, not with every list.
const ViewDrawer = lazyPart(
  // biome-ignore lint/suspicious/noExplicitAny: one drawer for the lists of every row type
  () => import('./view-drawer').then((m) => m.ViewDrawer as (props: ViewDrawerProps<any>) => React.ReactNode),
  (p) => p.open,
);

/**
 * A list's saved view, beside its table: the saved filters to apply in one pick, and a drawer to choose the columns
 * and their order, the page size, to save the current filters under a name, to reset to the default and (for role
 * editors) to make the view a role's default. Every change is saved at once, on the server, for the user.
 */
export function ViewControls<T>({ control, columns, state, onStateChange }: ViewControlsProps<T>) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const answer = control.answer;
  const view = answer?.view ?? null;
  const filters = view?.filters ?? [];
  const apply = (name: string) => {
    const found = filters.find((f) => f.name === name);
    if (found) onStateChange(withFilters(state, found.filters));
  };
  return (
    <Space size="small" wrap className="list-view-controls">
      {filters.length > 0 && (
        <Select
          size="small"
          className="list-view-filter-pick"
          aria-label={t('list.viewFilters')}
          placeholder={t('list.viewFilters')}
          value={null}
          onChange={(name: string) => apply(name)}
          options={filters.map((f) => ({ value: f.name, label: f.name }))}
          data-testid="saved-filter-pick"
        />
      )}
      <Button
        size="small"
        icon={<SettingOutlined />}
        onClick={() => setOpen(true)}
        onPointerEnter={ViewDrawer.preload}
        data-testid="list-view-open"
      >
        {t('list.view')}
      </Button>
      <ViewDrawer
        open={open}
        onClose={() => setOpen(false)}
        control={control}
        columns={columns}
        state={state}
        onStateChange={onStateChange}
        apply={apply}
      />
    </Space>
  );
}

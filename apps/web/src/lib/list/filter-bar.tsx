import { Button, Form, Space } from 'antd';
import dayjs from 'dayjs';
import { type ReactNode, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useOnChange } from '../use-on-change';
import { type ListState, withFilters } from './list-state';
import { RangeFilter } from './range-filter';
import './i18n';
import './list.css';

export interface FilterBarProps {
  state: ListState;
  onStateChange: (next: ListState) => void;
  /** antd Form.Items whose names are filter names */
  children?: ReactNode;
  /** show the date range (beginTime/endTime, whole days) */
  dateRange?: boolean;
  /** the range's label where the list filters another date than the creation time */
  dateRangeLabel?: ReactNode;
  /** buttons on the right (create, export…) */
  extra?: ReactNode;
}

const DAY = 'YYYY-MM-DD';

/**
 * The filter form above a list: its values come from the list state (the URL), Search applies them from page 1,
 * Reset clears them. A date range maps to beginTime/endTime (whole days).
 */
export function FilterBar({ state, onStateChange, children, dateRange = true, dateRangeLabel, extra }: FilterBarProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  // The form follows the URL: re-filled when the applied filters change (compared by value), and only then, so
  // text typed but not yet searched stays when its kept-alive tab is shown again.
  const filled = useRef(false);
  useOnChange(JSON.stringify(state.filters), (applied) => {
    // A new form without filters has nothing to fill: resetting it re-rendered every field at once (a long task
    // on a list's first load).
    if (!filled.current && applied === '{}') return;
    filled.current = true;
    const { beginTime: from, endTime: to, ...rest } = JSON.parse(applied) as Record<string, string | undefined>;
    form.resetFields();
    form.setFieldsValue({
      ...rest,
      range: from || to ? [from ? dayjs(from) : null, to ? dayjs(to) : null] : undefined,
    });
  });

  const apply = (values: Record<string, unknown>) => {
    const { range, ...rest } = values;
    const [from, to] = (range as [dayjs.Dayjs | null, dayjs.Dayjs | null] | undefined) ?? [];
    const next: Record<string, string | undefined> = {};
    for (const [k, v] of Object.entries(rest)) next[k] = v === undefined || v === null ? undefined : String(v).trim();
    next.beginTime = from ? from.format(DAY) : undefined;
    next.endTime = to ? to.format(DAY) : undefined;
    onStateChange(withFilters(state, next));
  };

  return (
    <div className="filter-bar">
      <Form form={form} layout="inline" onFinish={apply} className="filter-bar-form">
        {children}
        {dateRange && (
          <Form.Item name="range" label={dateRangeLabel ?? t('list.dateRange')}>
            <RangeFilter allowEmpty={[true, true]} placeholder={[t('list.startDate'), t('list.endDate')]} />
          </Form.Item>
        )}
        <Form.Item>
          <Space>
            <Button type="primary" htmlType="submit">
              {t('list.search')}
            </Button>
            <Button
              onClick={() => {
                form.resetFields();
                onStateChange(withFilters(state, {}));
              }}
            >
              {t('list.reset')}
            </Button>
          </Space>
        </Form.Item>
      </Form>
      {extra && <div className="filter-bar-extra">{extra}</div>}
    </div>
  );
}

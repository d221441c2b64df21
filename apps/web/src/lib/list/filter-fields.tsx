import { Form, Input, Select, type SelectProps } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './i18n';

/** A filter bar's free-text search (filter `keyword`). */
export function KeywordFilter({ placeholder, width = 200 }: { placeholder: string; width?: number }) {
  const { t } = useTranslation();
  return (
    <Form.Item name="keyword" label={t('list.keyword')}>
      <Input allowClear placeholder={placeholder} style={{ width }} />
    </Form.Item>
  );
}

export interface SelectFilterProps extends Omit<SelectProps, 'allowClear' | 'style' | 'value' | 'onChange'> {
  /** the filter's name in the list state */
  name: string;
  label: ReactNode;
  width: number;
}

/** A filter bar's choice of one value; cleared, it shows every row ("All" unless another placeholder is given). */
export function SelectFilter({ name, label, width, placeholder, ...select }: SelectFilterProps) {
  const { t } = useTranslation();
  return (
    <Form.Item name={name} label={label}>
      <Select allowClear placeholder={placeholder ?? t('list.all')} style={{ width }} {...select} />
    </Form.Item>
  );
}

import { Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEnterpriseOptions } from '../api/get-enterprise-options';

export interface EnterpriseSelectProps {
  value?: string;
  onChange?: (value: string | undefined) => void;
}

/** Staff only: picks one enterprise, searched by name on the server. */
export function EnterpriseSelect({ value, onChange }: EnterpriseSelectProps) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const { data, isFetching } = useEnterpriseOptions(keyword, true);
  return (
    <Select
      allowClear
      showSearch
      filterOption={false}
      onSearch={setKeyword}
      loading={isFetching}
      value={value}
      onChange={(v) => onChange?.(v === undefined ? undefined : String(v))}
      placeholder={t('tasks.enterprisePlaceholder')}
      style={{ width: 220 }}
      options={(data ?? []).map((e) => ({ value: String(e.id), label: e.name }))}
    />
  );
}

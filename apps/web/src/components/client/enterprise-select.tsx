import { Form, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEnterpriseOptions } from './api/get-enterprise-options';
import { useActor } from './use-actor';
import './i18n';

export interface EnterpriseSelectProps {
  /** Given by Form.Item: the input its label points at. */
  id?: string;
  value?: string;
  onChange?: (value: string | undefined) => void;
  width?: number | string;
}

/** Staff only: picks one enterprise, searched by name on the server. */
export function EnterpriseSelect({ id, value, onChange, width = 220 }: EnterpriseSelectProps) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const { data, isFetching } = useEnterpriseOptions(keyword, true);
  return (
    <Select
      id={id}
      allowClear
      showSearch
      filterOption={false}
      onSearch={setKeyword}
      loading={isFetching}
      value={value}
      onChange={(v) => onChange?.(v === undefined ? undefined : String(v))}
      placeholder={t('client.enterprisePlaceholder')}
      style={{ width }}
      options={(data ?? []).map((e) => ({ value: String(e.id), label: e.name }))}
    />
  );
}

/** A client list's enterprise filter (`enterpriseId`): platform staff only, enterprise users see their own rows. */
export function EnterpriseFilter() {
  const { t } = useTranslation();
  const { isStaff } = useActor();
  if (!isStaff) return null;
  return (
    <Form.Item name="enterpriseId" label={t('client.enterprise')}>
      <EnterpriseSelect />
    </Form.Item>
  );
}

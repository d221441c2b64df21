import { PII_ENTITIES, PII_FIELDS, type PiiRevealLogRow } from '@console/domain/schemas/pii';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { FilterBar } from '../../../lib/list/filter-bar';
import { KeywordFilter, SelectFilter } from '../../../lib/list/filter-fields';
import type { ListColumn } from '../../../lib/list/list-columns';
import { ListTable } from '../../../lib/list/list-table';
import { useListPage } from '../../../lib/list/use-list-page';
import { usePiiReveals } from '../api/get-pii-reveals';
import '../pii-log-i18n';

/** 系统管理 / 敏感信息查看记录: who saw which protected field of which record in plain text, when and from where. */
export function PiiLogPage() {
  const { t } = useTranslation();
  const list = useListPage(usePiiReveals);
  const columns: ListColumn<PiiRevealLogRow>[] = [
    {
      key: 'createdAt',
      title: t('piiLog.time'),
      dataIndex: 'createdAt',
      sorter: true,
      width: 170,
      render: (v: string) => dayjs(v).format('YYYY-MM-DD HH:mm:ss'),
    },
    { key: 'username', title: t('piiLog.username'), dataIndex: 'username', sorter: true },
    {
      key: 'entity',
      title: t('piiLog.entity'),
      dataIndex: 'entity',
      render: (v: string) => t(`piiLog.entities.${v}`),
    },
    { key: 'recordId', title: t('piiLog.recordId'), dataIndex: 'recordId' },
    { key: 'field', title: t('piiLog.field'), dataIndex: 'field', render: (v: string) => t(`piiLog.fields.${v}`) },
    { key: 'ip', title: t('piiLog.ip'), dataIndex: 'ip', render: (v: string | null) => v ?? '-' },
    { key: 'userAgent', title: t('piiLog.userAgent'), dataIndex: 'userAgent', ellipsis: true, width: 280 },
  ];
  return (
    <div className="page system-piilog-page">
      <FilterBar {...list.filterBar}>
        <KeywordFilter placeholder={t('piiLog.keyword')} />
        <SelectFilter
          name="entity"
          label={t('piiLog.entity')}
          width={150}
          options={PII_ENTITIES.map((e) => ({ value: e, label: t(`piiLog.entities.${e}`) }))}
        />
        <SelectFilter
          name="field"
          label={t('piiLog.field')}
          width={150}
          options={PII_FIELDS.map((f) => ({ value: f, label: t(`piiLog.fields.${f}`) }))}
        />
      </FilterBar>
      <ListTable<PiiRevealLogRow>
        {...list.table}
        rowKey="id"
        columns={columns}
        card={{ title: 'username', extra: 'field', fields: ['createdAt', 'entity', 'recordId', 'ip', 'userAgent'] }}
      />
    </div>
  );
}

import { auditEntityLabel } from '@console/domain/audit-entities';
import type { OperLogRow } from '@console/domain/schemas/admin';
import { Descriptions, Drawer, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../lib/i18n/use-locale';
import { FilterBar } from '../../../lib/list/filter-bar';
import { KeywordFilter, SelectFilter } from '../../../lib/list/filter-fields';
import type { ListColumn } from '../../../lib/list/list-columns';
import { ListTable } from '../../../lib/list/list-table';
import { useListPage } from '../../../lib/list/use-list-page';
import { useDrawerWidth } from '../../../lib/use-narrow';
import { useOperLogs } from '../api/get-oper-logs';
import '../i18n';
import { actionsColumn } from '../../../lib/list/row-actions';

const time = (v: string) => dayjs(v).format('YYYY-MM-DD HH:mm:ss');

/** 系统管理 / 操作日志: every write through the API, newest first, with its details in a drawer. */
export function OperLogPage() {
  const { t } = useTranslation();
  const list = useListPage(useOperLogs);
  const width = useDrawerWidth();
  const [open, setOpen] = useState<OperLogRow | null>(null);
  const locale = useLocale();
  const entity = (v: string) => auditEntityLabel(v, locale);
  const outcome = (v: string) => (
    <Tag color={v === 'success' ? 'green' : 'red'}>
      {v === 'success' ? t('system.outcomeSuccess') : t('system.outcomeFailure')}
    </Tag>
  );

  const columns: ListColumn<OperLogRow>[] = [
    { key: 'createdAt', title: t('system.time'), dataIndex: 'createdAt', sorter: true, render: time, width: 170 },
    { key: 'username', title: t('system.operator'), dataIndex: 'username', render: (v: string | null) => v ?? '-' },
    { key: 'method', title: t('system.method'), dataIndex: 'method' },
    { key: 'entity', title: t('system.entity'), dataIndex: 'entity', render: entity },
    { key: 'entityId', title: t('system.entityId'), dataIndex: 'entityId', render: (v: string | null) => v ?? '-' },
    { key: 'route', title: t('system.route'), dataIndex: 'route', ellipsis: true, width: 260 },
    { key: 'outcome', title: t('system.outcome'), dataIndex: 'outcome', render: outcome },
    { key: 'statusCode', title: t('system.statusCode'), dataIndex: 'statusCode', sorter: true },
    { key: 'ip', title: t('system.ip'), dataIndex: 'ip', render: (v: string | null) => v ?? '-' },
    { key: 'durationMs', title: t('system.duration'), dataIndex: 'durationMs', sorter: true },
    ...actionsColumn<OperLogRow>(t('list.actions'), (r) => [
      { key: 'detail', label: t('system.detail'), onClick: () => setOpen(r) },
    ]),
  ];

  const block = (v: string | null) =>
    v ? (
      <Typography.Paragraph code style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all', margin: 0 }}>
        {v}
      </Typography.Paragraph>
    ) : (
      '-'
    );

  return (
    <div className="page system-operlog-page">
      <FilterBar {...list.filterBar}>
        <KeywordFilter placeholder={t('system.keywordOper')} width={220} />
        <SelectFilter
          name="outcome"
          label={t('system.outcome')}
          width={120}
          options={[
            { value: 'success', label: t('system.outcomeSuccess') },
            { value: 'failure', label: t('system.outcomeFailure') },
          ]}
        />
        <SelectFilter
          name="method"
          label={t('system.method')}
          width={120}
          options={['POST', 'PUT', 'PATCH', 'DELETE'].map((m) => ({ value: m, label: m }))}
        />
      </FilterBar>
      <ListTable<OperLogRow>
        {...list.table}
        rowKey="id"
        columns={columns}
        card={{
          title: 'route',
          extra: 'outcome',
          fields: ['createdAt', 'username', 'method', 'entity', 'entityId', 'ip'],
        }}
      />
      <Drawer title={t('system.operDetail')} open={open !== null} onClose={() => setOpen(null)} size={width}>
        {open && (
          <Descriptions column={1} size="small" bordered>
            <Descriptions.Item label={t('system.time')}>{time(open.createdAt)}</Descriptions.Item>
            <Descriptions.Item label={t('system.operator')}>{open.username ?? '-'}</Descriptions.Item>
            <Descriptions.Item label={t('system.route')}>
              {open.method} {open.route}
            </Descriptions.Item>
            <Descriptions.Item label={t('system.entity')}>
              {entity(open.entity)} {open.entityId ?? ''}
            </Descriptions.Item>
            <Descriptions.Item label={t('system.outcome')}>
              {outcome(open.outcome)} {open.statusCode}
            </Descriptions.Item>
            <Descriptions.Item label={t('system.ip')}>{open.ip ?? '-'}</Descriptions.Item>
            <Descriptions.Item label={t('system.summary')}>{block(open.summary)}</Descriptions.Item>
            <Descriptions.Item label={t('system.before')}>{block(open.before)}</Descriptions.Item>
            <Descriptions.Item label={t('system.after')}>{block(open.after)}</Descriptions.Item>
          </Descriptions>
        )}
      </Drawer>
    </div>
  );
}

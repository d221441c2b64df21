import {
  accountStatus,
  agreementType,
  contractStatus,
  cooperation,
  creditGrade,
  enterpriseOnboardingStatus,
  labelOf,
  optionsOf,
} from '@console/domain/enums';
import type { EnterpriseRow } from '@console/domain/schemas/admin';
import { Descriptions, Drawer, Space, Spin, Table, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../lib/i18n/use-locale';
import { FilterBar } from '../../../lib/list/filter-bar';
import { KeywordFilter, SelectFilter } from '../../../lib/list/filter-fields';
import type { ListColumn } from '../../../lib/list/list-columns';
import { ListTable } from '../../../lib/list/list-table';
import { useListPage } from '../../../lib/list/use-list-page';
import { formatMoney } from '../../../lib/money';
import { usePermission } from '../../../lib/permissions';
import { useDrawerWidth } from '../../../lib/use-narrow';
import { useEnterprise } from '../api/get-enterprise';
import { useEnterprises } from '../api/get-enterprises';
import { ManagersModal } from '../components/managers-modal';
import { StandingModal } from '../components/standing-modal';
import '../i18n';
import { actionsColumn } from '../../../lib/list/row-actions';

const day = (v: string | null) => (v ? dayjs(v).format('YYYY-MM-DD') : '-');

function EnterpriseDrawer({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const width = useDrawerWidth();
  const { data } = useEnterprise(id);
  return (
    <Drawer title={t('system.enterpriseDetail')} open={id !== null} onClose={onClose} size={width}>
      {!data ? (
        <Spin />
      ) : (
        <Space direction="vertical" size={16} style={{ width: '100%' }}>
          <Descriptions column={1} size="small" bordered>
            <Descriptions.Item label={t('system.entName')}>{data.name}</Descriptions.Item>
            <Descriptions.Item label={t('system.creditCode')}>{data.creditCode}</Descriptions.Item>
            <Descriptions.Item label={t('system.park')}>{data.parkName ?? '-'}</Descriptions.Item>
            <Descriptions.Item label={t('system.onboarding')}>
              {labelOf(enterpriseOnboardingStatus, data.onboardingStatus, locale)}
            </Descriptions.Item>
            <Descriptions.Item label={t('system.creditGrade')}>{data.creditGrade}</Descriptions.Item>
            <Descriptions.Item label={t('system.accountStatus')}>
              {labelOf(accountStatus, data.status, locale)}
            </Descriptions.Item>
            <Descriptions.Item label={t('system.cooperation')}>
              {labelOf(cooperation, data.cooperation, locale)}
            </Descriptions.Item>
            <Descriptions.Item label={t('system.contact')}>
              {data.contactName ?? '-'} {data.contactPhone ?? ''}
            </Descriptions.Item>
            <Descriptions.Item label={t('system.legalPerson')}>{data.legalPerson ?? '-'}</Descriptions.Item>
            <Descriptions.Item label={t('system.address')}>{data.address ?? '-'}</Descriptions.Item>
            <Descriptions.Item label={t('system.balance')}>{formatMoney(data.balance)}</Descriptions.Item>
            <Descriptions.Item label={t('system.managers')}>
              {data.managers.length ? data.managers.map((m) => m.name).join('、') : '-'}
            </Descriptions.Item>
          </Descriptions>
          <Typography.Title level={5}>{t('system.users')}</Typography.Title>
          <Table
            size="small"
            rowKey="id"
            pagination={false}
            dataSource={data.users}
            columns={[
              { key: 'username', title: t('system.username'), dataIndex: 'username' },
              { key: 'name', title: t('system.name'), dataIndex: 'name' },
              {
                key: 'status',
                title: t('system.status'),
                dataIndex: 'status',
                render: (v: string) => labelOf(accountStatus, v, locale),
              },
            ]}
          />
          <Typography.Title level={5}>{t('system.contracts')}</Typography.Title>
          <Table
            size="small"
            rowKey="id"
            pagination={false}
            dataSource={data.contracts}
            columns={[
              { key: 'no', title: t('system.contractNo'), dataIndex: 'contractNo' },
              {
                key: 'type',
                title: t('system.entity'),
                dataIndex: 'agreementType',
                render: (v: string) => labelOf(agreementType, v, locale),
              },
              {
                key: 'status',
                title: t('system.status'),
                dataIndex: 'status',
                render: (v: string) => labelOf(contractStatus, v, locale),
              },
              { key: 'signedAt', title: t('system.signedAt'), dataIndex: 'signedAt', render: day },
            ]}
          />
        </Space>
      )}
    </Drawer>
  );
}

/** 系统管理 / 企业管理: every enterprise, its detail, and its standing changed with a reason. */
export function EnterprisePage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const can = usePermission();
  const list = useListPage(useEnterprises);
  const [detail, setDetail] = useState<number | null>(null);
  const [editing, setEditing] = useState<EnterpriseRow | null>(null);
  const canEdit = can({ all: ['system:enterprise:edit'] });
  const canAssign = can({ all: ['system:enterprise:manager'] });
  const [assigning, setAssigning] = useState<EnterpriseRow | null>(null);

  const columns: ListColumn<EnterpriseRow>[] = [
    {
      key: 'name',
      title: t('system.entName'),
      dataIndex: 'name',
      sorter: true,
      fixed: 'left',
      width: 200,
      ellipsis: true,
      render: (v: string, r) => <Typography.Link onClick={() => setDetail(r.id)}>{v}</Typography.Link>,
    },
    { key: 'creditGrade', title: t('system.creditGrade'), dataIndex: 'creditGrade' },
    {
      key: 'status',
      title: t('system.accountStatus'),
      dataIndex: 'status',
      render: (v: string) => (
        <Tag color={v === '1' ? 'green' : 'red'} data-testid="enterprise-status">
          {labelOf(accountStatus, v, locale)}
        </Tag>
      ),
    },
    {
      key: 'cooperation',
      title: t('system.cooperation'),
      dataIndex: 'cooperation',
      render: (v: string) => labelOf(cooperation, v, locale),
    },
    {
      key: 'onboarding',
      title: t('system.onboarding'),
      dataIndex: 'onboardingStatus',
      render: (v: string) => labelOf(enterpriseOnboardingStatus, v, locale),
    },
    { key: 'park', title: t('system.park'), dataIndex: 'parkName', render: (v: string | null) => v ?? '-' },
    {
      key: 'contact',
      title: t('system.contact'),
      dataIndex: 'contactName',
      render: (v: string | null, r) => (v ? `${v} ${r.contactPhone ?? ''}` : '-'),
    },
    { key: 'userCount', title: t('system.userCount'), dataIndex: 'userCount' },
    {
      key: 'balance',
      title: t('system.balance'),
      dataIndex: 'balance',
      sorter: true,
      align: 'right',
      render: (v: string) => formatMoney(v),
    },
    { key: 'createdAt', title: t('system.createdAt'), dataIndex: 'createdAt', sorter: true, render: day },
    ...actionsColumn<EnterpriseRow>(t('list.actions'), (r) => [
      { key: 'detail', label: t('system.detail'), onClick: () => setDetail(r.id) },
      { key: 'standing', label: t('system.changeStanding'), onClick: () => setEditing(r), show: canEdit },
      { key: 'managers', label: t('system.assignManagers'), onClick: () => setAssigning(r), show: canAssign },
    ]),
  ];

  return (
    <div className="page system-enterprise-page">
      <FilterBar {...list.filterBar}>
        <KeywordFilter placeholder={t('system.keywordEnterprises')} />
        <SelectFilter
          name="status"
          label={t('system.accountStatus')}
          width={120}
          options={optionsOf(accountStatus, locale)}
        />
        <SelectFilter
          name="creditGrade"
          label={t('system.creditGrade')}
          width={110}
          options={optionsOf(creditGrade, locale)}
        />
        <SelectFilter
          name="cooperation"
          label={t('system.cooperation')}
          width={120}
          options={optionsOf(cooperation, locale)}
        />
        <SelectFilter
          name="onboardingStatus"
          label={t('system.onboarding')}
          width={150}
          options={optionsOf(enterpriseOnboardingStatus, locale)}
        />
      </FilterBar>
      <ListTable<EnterpriseRow>
        {...list.table}
        rowKey="id"
        columns={columns}
        card={{
          title: 'name',
          extra: 'status',
          fields: ['creditGrade', 'cooperation', 'onboarding', 'park', 'balance'],
        }}
      />
      <EnterpriseDrawer id={detail} onClose={() => setDetail(null)} />
      <StandingModal row={editing} onClose={() => setEditing(null)} />
      <ManagersModal row={assigning} onClose={() => setAssigning(null)} />
    </div>
  );
}

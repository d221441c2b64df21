import { agreementType, labelOf, optionsOf } from '@console/domain/enums';
import { CONTRACT_STATUS, type ContractRow, contractState } from '@console/domain/schemas/onboarding';
import { Button, Card } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EnterpriseFilter } from '../../../../components/client/enterprise-select';
import { useActor } from '../../../../components/client/use-actor';
import { useLocale } from '../../../../lib/i18n/use-locale';
import { FilterBar } from '../../../../lib/list/filter-bar';
import { KeywordFilter, SelectFilter } from '../../../../lib/list/filter-fields';
import type { ListColumn } from '../../../../lib/list/list-columns';
import { ListTable } from '../../../../lib/list/list-table';
import { useListPage } from '../../../../lib/list/use-list-page';
import { useContracts } from '../api/get-contracts';
import { ContractDrawer } from '../components/contract-drawer';
import { IssueModal } from '../components/issue-modal';
import { ContractStatusTag } from '../components/status-tag';
import '../i18n';
import { actionsColumn } from '../../../../lib/list/row-actions';

const time = (v: string | null) => (v ? dayjs(v).format('YYYY-MM-DD HH:mm') : '-');

/**
 * /client/contract/contractList: agreements. Staff see every enterprise's, issue 02/03 and terminate signed ones;
 * enterprise users see their own and sign the issued ones.
 */
export function ContractListPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { has, isStaff } = useActor();
  const list = useListPage(useContracts);
  const [open, setOpen] = useState<ContractRow | null>(null);
  const [issuing, setIssuing] = useState(false);

  const columns: ListColumn<ContractRow>[] = [
    { title: t('contracts.contractNo'), dataIndex: 'contractNo', key: 'contractNo' },
    ...(isStaff
      ? ([
          { title: t('contracts.enterprise'), dataIndex: 'enterpriseName', key: 'enterprise' },
        ] satisfies ListColumn<ContractRow>[])
      : []),
    {
      title: t('contracts.agreementType'),
      dataIndex: 'agreementType',
      key: 'agreementType',
      render: (v: string) => labelOf(agreementType, v, locale),
    },
    {
      title: t('contracts.status'),
      dataIndex: 'status',
      key: 'status',
      render: (v: string) => <ContractStatusTag status={v} />,
    },
    { title: t('contracts.createdAt'), dataIndex: 'createdAt', key: 'createdAt', sorter: true, render: time },
    { title: t('contracts.signedAt'), dataIndex: 'signedAt', key: 'signedAt', sorter: true, render: time },
    ...actionsColumn<ContractRow>(t('list.actions'), (r) => [
      {
        key: 'open',
        label:
          !isStaff && r.status === CONTRACT_STATUS.toSign && has('client:contract:sign')
            ? t('contracts.sign')
            : t('contracts.view'),
        onClick: () => setOpen(r),
        testId: 'contract-open',
      },
    ]),
  ];

  return (
    <div className="page contract-list-page">
      <Card variant="borderless">
        <FilterBar
          {...list.filterBar}
          extra={
            isStaff && has('client:contract:issue') ? (
              <Button type="primary" onClick={() => setIssuing(true)} data-testid="contract-issue">
                {t('contracts.issue')}
              </Button>
            ) : null
          }
        >
          <KeywordFilter placeholder={t('contracts.keywordPlaceholder')} />
          <SelectFilter
            name="agreementType"
            label={t('contracts.agreementType')}
            width={200}
            placeholder={t('contracts.agreementTypePlaceholder')}
            options={optionsOf(agreementType, locale)}
          />
          <SelectFilter
            name="status"
            label={t('contracts.status')}
            width={140}
            placeholder={t('contracts.statusPlaceholder')}
            options={Object.entries(contractState).map(([value, label]) => ({ value, label: label[locale] }))}
          />
          <EnterpriseFilter />
        </FilterBar>
        <ListTable<ContractRow>
          {...list.table}
          rowKey="id"
          columns={columns}
          card={{
            title: 'contractNo',
            extra: 'status',
            fields: ['enterprise', 'agreementType', 'createdAt', 'signedAt'],
          }}
        />
      </Card>
      <ContractDrawer row={open} onClose={() => setOpen(null)} />
      <IssueModal open={issuing} onClose={() => setIssuing(false)} />
    </div>
  );
}

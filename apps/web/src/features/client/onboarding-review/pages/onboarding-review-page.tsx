import { enterpriseOnboardingStatus, labelOf, ONBOARDING_STATUS, optionsOf } from '@console/domain/enums';
import { maskPhone } from '@console/domain/masking';
import type { ApplicationView } from '@console/domain/schemas/onboarding';
import { Card, Tag } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../../lib/i18n/use-locale';
import { FilterBar } from '../../../../lib/list/filter-bar';
import { KeywordFilter, SelectFilter } from '../../../../lib/list/filter-fields';
import type { ListColumn } from '../../../../lib/list/list-columns';
import { ListTable } from '../../../../lib/list/list-table';
import { useListPage } from '../../../../lib/list/use-list-page';
import { usePermission } from '../../../../lib/permissions';
import { useApplications } from '../api/get-applications';
import { ApplicationDrawer } from '../components/application-drawer';
import '../i18n';
import '../components/onboarding-review.css';
import { actionsColumn } from '../../../../lib/list/row-actions';

const time = (v: string | null) => (v ? dayjs(v).format('YYYY-MM-DD HH:mm') : '-');
const STATUS_COLOURS: Record<string, string> = { '1': 'green', '2': 'blue', '3': 'red', '4': 'purple' };

/** /client/onboarding/onboardingReview: companies' applications, their detail and the review (staff). */
export function OnboardingReviewPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const can = usePermission();
  const list = useListPage(useApplications);
  const [open, setOpen] = useState<ApplicationView | null>(null);
  const canReview = can({ any: ['client:onboarding:review'] });

  const columns: ListColumn<ApplicationView>[] = [
    {
      title: t('onboardingReview.submittedAt'),
      dataIndex: 'submittedAt',
      key: 'submittedAt',
      sorter: true,
      render: time,
      width: 150,
    },
    { title: t('onboardingReview.companyName'), dataIndex: 'companyName', key: 'companyName', render: (v) => v ?? '-' },
    { title: t('onboardingReview.creditCode'), dataIndex: 'creditCode', key: 'creditCode', render: (v) => v ?? '-' },
    {
      title: t('onboardingReview.status'),
      dataIndex: 'status',
      key: 'status',
      render: (v: string) => (
        <Tag color={STATUS_COLOURS[v]} data-testid="review-status">
          {labelOf(enterpriseOnboardingStatus, v, locale)}
        </Tag>
      ),
    },
    {
      title: t('onboardingReview.applyType'),
      dataIndex: 'applyType',
      key: 'applyType',
      render: (v: string) =>
        v === 'provider' ? t('onboardingReview.applyProvider') : t('onboardingReview.applyEnterprise'),
    },
    { title: t('onboardingReview.phone'), dataIndex: 'phone', key: 'phone', render: (v: string) => maskPhone(v) },
    { title: t('onboardingReview.legalPerson'), dataIndex: 'legalPerson', key: 'legalPerson', render: (v) => v ?? '-' },
    { title: t('onboardingReview.reviewedAt'), dataIndex: 'reviewedAt', key: 'reviewedAt', render: time },
    ...actionsColumn<ApplicationView>(t('list.actions'), (r) => [
      {
        key: 'open',
        label:
          canReview &&
          (r.status === ONBOARDING_STATUS.pendingReview || r.status === ONBOARDING_STATUS.providerApplication)
            ? t('onboardingReview.review')
            : t('onboardingReview.view'),
        onClick: () => setOpen(r),
        testId: 'review-open',
      },
    ]),
  ];

  return (
    <div className="page onboarding-review-page">
      <Card variant="borderless">
        <FilterBar {...list.filterBar}>
          <KeywordFilter placeholder={t('onboardingReview.keywordPlaceholder')} width={260} />
          <SelectFilter
            name="status"
            label={t('onboardingReview.status')}
            width={170}
            placeholder={t('onboardingReview.statusPlaceholder')}
            options={optionsOf(enterpriseOnboardingStatus, locale)}
          />
        </FilterBar>
        <ListTable<ApplicationView>
          {...list.table}
          rowKey="id"
          columns={columns}
          card={{
            title: 'companyName',
            extra: 'status',
            fields: ['creditCode', 'submittedAt', 'applyType', 'phone'],
          }}
        />
      </Card>
      <ApplicationDrawer row={open} onClose={() => setOpen(null)} />
    </div>
  );
}

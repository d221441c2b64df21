import { creditGrade, enterpriseOnboardingStatus, labelOf } from '@console/domain/enums';
import { industryLabel } from '@console/domain/industries';
import { type ApplicationView, ONBOARDING_LIMITS, REVIEWABLE_STATUSES } from '@console/domain/schemas/onboarding';
import { Alert, Button, Descriptions, Drawer, Form, Input, Select, Space, Tag } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { RecordTimeline } from '../../../../components/client/record-timeline';
import { MaskedValue } from '../../../../components/pii/masked-value';
import { previewFile } from '../../../../lib/file-preview/preview-store';
import { useSubmission } from '../../../../lib/form/submission';
import { useLocale } from '../../../../lib/i18n/use-locale';
import { notifySuccess } from '../../../../lib/notify';
import { usePermission } from '../../../../lib/permissions';
import { queryKeys } from '../../../../lib/query-keys';
import { useDrawerWidth } from '../../../../lib/use-narrow';
import { useOnChange } from '../../../../lib/use-on-change';
import { type ReviewAction, useReviewApplication } from '../api/review-application';

interface Values {
  creditGrade?: string;
  reason?: string;
}

const time = (v: string | null) => (v ? dayjs(v).format('YYYY-MM-DD HH:mm') : '-');
const GRADES = (Object.keys(creditGrade) as (keyof typeof creditGrade)[]).filter((g) => g !== '-');

/** An application as the reviewer reads it (images in the viewer), and the review: approve with a grade, or reject. */
export function ApplicationDrawer({ row, onClose }: { row: ApplicationView | null; onClose: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const width = useDrawerWidth();
  const can = usePermission();
  const [form] = Form.useForm<Values>();
  const review = useReviewApplication();
  const submission = useSubmission(row !== null);
  const reviewable =
    row !== null && REVIEWABLE_STATUSES.includes(row.status) && can({ any: ['client:onboarding:review'] });

  useOnChange(row, (opened) => {
    if (opened) form.resetFields();
  });

  const act = async (kind: ReviewAction['kind']) => {
    if (!row) return;
    const values = await form.validateFields([kind === 'approve' ? 'creditGrade' : 'reason']).catch(() => null);
    if (!values) return;
    const action: ReviewAction =
      kind === 'approve'
        ? { kind, creditGrade: values.creditGrade ?? '' }
        : { kind, reason: (values.reason ?? '').trim() };
    const done = await submission.run((request) => review.mutateAsync({ id: row.id, action, request }));
    if (!done) return;
    notifySuccess(t(kind === 'approve' ? 'onboardingReview.approved' : 'onboardingReview.rejected'));
    onClose();
  };

  const image = (key: 'license' | 'idCardFront' | 'idCardBack', url: string | null) =>
    url ? (
      <button
        type="button"
        className="onboarding-review-image"
        onClick={() => previewFile(url)}
        data-testid={`review-image-${key}`}
      >
        <img src={url} alt={t(`onboardingReview.${key}`)} width={96} height={72} />
        <span>{t(`onboardingReview.${key}`)}</span>
      </button>
    ) : null;

  return (
    <Drawer
      title={t('onboardingReview.detailTitle')}
      open={row !== null}
      onClose={onClose}
      size={width}
      destroyOnHidden
      extra={<Button onClick={onClose}>{t('onboardingReview.close')}</Button>}
    >
      {row && (
        <>
          <Descriptions column={1} size="small" bordered style={{ marginBottom: 16 }} data-testid="review-detail">
            <Descriptions.Item label={t('onboardingReview.status')}>
              <Tag>{labelOf(enterpriseOnboardingStatus, row.status, locale)}</Tag>
            </Descriptions.Item>
            <Descriptions.Item label={t('onboardingReview.companyName')}>{row.companyName ?? '-'}</Descriptions.Item>
            <Descriptions.Item label={t('onboardingReview.creditCode')}>{row.creditCode ?? '-'}</Descriptions.Item>
            <Descriptions.Item label={t('onboardingReview.applyType')}>
              {row.applyType === 'provider'
                ? t('onboardingReview.applyProvider')
                : t('onboardingReview.applyEnterprise')}
            </Descriptions.Item>
            <Descriptions.Item label={t('onboardingReview.legalPerson')}>{row.legalPerson ?? '-'}</Descriptions.Item>
            <Descriptions.Item label={t('onboardingReview.address')}>{row.address ?? '-'}</Descriptions.Item>
            <Descriptions.Item label={t('onboardingReview.industry')}>
              {row.industry ? industryLabel(row.industry, locale) : '-'}
            </Descriptions.Item>
            <Descriptions.Item label={t('onboardingReview.taxPark')}>{row.taxParkName ?? '-'}</Descriptions.Item>
            <Descriptions.Item label={t('onboardingReview.phone')}>{row.phone}</Descriptions.Item>
            <Descriptions.Item label={t('onboardingReview.contact')}>
              {row.contactName ?? '-'} {row.contactPhone ?? ''}
            </Descriptions.Item>
            <Descriptions.Item label={t('onboardingReview.contactEmail')}>{row.contactEmail ?? '-'}</Descriptions.Item>
            <Descriptions.Item label={t('onboardingReview.bank')}>
              {row.bankName ?? '-'}{' '}
              <MaskedValue masked={row.bankAccountNo} entity="onboarding" id={row.id} field="bankAccountNo" />
            </Descriptions.Item>
            <Descriptions.Item label={t('onboardingReview.submittedAt')}>{time(row.submittedAt)}</Descriptions.Item>
            <Descriptions.Item label={t('onboardingReview.documents')}>
              <div className="onboarding-review-images">
                {image('license', row.licenseUrl)}
                {image('idCardFront', row.idCardFrontUrl)}
                {image('idCardBack', row.idCardBackUrl)}
              </div>
            </Descriptions.Item>
            {row.reviewedAt && (
              <Descriptions.Item label={t('onboardingReview.reviewedAt')}>
                {time(row.reviewedAt)} {row.reviewedByName ?? ''}
              </Descriptions.Item>
            )}
            {row.creditGrade && (
              <Descriptions.Item label={t('onboardingReview.creditGrade')}>{row.creditGrade}</Descriptions.Item>
            )}
            {row.reviewReason && (
              <Descriptions.Item label={t('onboardingReview.reviewReason')}>{row.reviewReason}</Descriptions.Item>
            )}
          </Descriptions>
          <RecordTimeline
            testId="application-timeline"
            url={`client/onboarding/${row.id}/timeline`}
            queryKey={queryKeys.onboardingReview.timeline(row.id)}
            statusLabel={(s) => labelOf(enterpriseOnboardingStatus, s, locale)}
          />
          {reviewable && (
            <Form form={form} layout="vertical">
              <Alert type="info" showIcon title={t('onboardingReview.approveHint')} style={{ marginBottom: 16 }} />
              <Form.Item
                name="creditGrade"
                label={t('onboardingReview.creditGrade')}
                rules={[{ required: true, message: t('onboardingReview.creditGradeRequired') }]}
              >
                <Select options={GRADES.map((g) => ({ value: g, label: g }))} data-testid="review-grade" />
              </Form.Item>
              <Form.Item
                name="reason"
                label={t('onboardingReview.reasonLabel')}
                rules={[{ required: true, whitespace: true, message: t('onboardingReview.reasonRequired') }]}
              >
                <Input.TextArea
                  rows={3}
                  maxLength={ONBOARDING_LIMITS.reasonMax}
                  showCount
                  placeholder={t('onboardingReview.reasonPlaceholder')}
                  data-testid="review-reason"
                />
              </Form.Item>
              <Space wrap>
                <Button danger loading={submission.busy} onClick={() => void act('reject')} data-testid="review-reject">
                  {t('onboardingReview.reject')}
                </Button>
                <Button
                  type="primary"
                  loading={submission.busy}
                  onClick={() => void act('approve')}
                  data-testid="review-approve"
                >
                  {t('onboardingReview.approve')}
                </Button>
              </Space>
            </Form>
          )}
        </>
      )}
    </Drawer>
  );
}

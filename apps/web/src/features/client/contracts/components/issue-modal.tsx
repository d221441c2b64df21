import { agreementType } from '@console/domain/enums';
import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { EnterpriseSelect } from '../../../../components/client/enterprise-select';
import { FormModal } from '../../../../components/form-modal';
import { useLocale } from '../../../../lib/i18n/use-locale';
import { notifySuccess } from '../../../../lib/notify';
import { issueContract, useContractWrite } from '../api/contract-actions';

interface Values {
  enterpriseId: string;
  agreementType: '02' | '03';
  terms: string;
}

/** Staff issue a price-change (02) or supplementary (03) agreement; the enterprise signs it in its console. */
export function IssueModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const issue = useContractWrite(issueContract);
  return (
    <FormModal<Values>
      open={open}
      title={t('contracts.issueTitle')}
      onCancel={onClose}
      onSubmit={async (values, request) => {
        await issue.mutateAsync([
          {
            enterpriseId: Number(values.enterpriseId),
            agreementType: values.agreementType,
            terms: values.terms.trim(),
          },
          request,
        ]);
        notifySuccess(t('contracts.issued'));
        onClose();
      }}
    >
      <Form.Item
        name="enterpriseId"
        label={t('contracts.issueEnterprise')}
        rules={[{ required: true, message: t('contracts.issueEnterpriseRequired') }]}
      >
        <EnterpriseSelect width="100%" />
      </Form.Item>
      <Form.Item
        name="agreementType"
        label={t('contracts.issueType')}
        rules={[{ required: true, message: t('contracts.issueTypeRequired') }]}
      >
        <Select options={(['02', '03'] as const).map((v) => ({ value: v, label: agreementType[v][locale] }))} />
      </Form.Item>
      <Form.Item
        name="terms"
        label={t('contracts.terms')}
        rules={[{ required: true, whitespace: true, message: t('contracts.termsRequired') }]}
      >
        <Input.TextArea rows={5} maxLength={2000} showCount placeholder={t('contracts.termsPlaceholder')} />
      </Form.Item>
    </FormModal>
  );
}

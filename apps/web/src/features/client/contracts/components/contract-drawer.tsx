import { agreementType, labelOf } from '@console/domain/enums';
import {
  CONTRACT_STATUS,
  type ContractRow,
  type ContractState,
  contractState,
  ONBOARDING_LIMITS,
} from '@console/domain/schemas/onboarding';
import { Alert, Button, Descriptions, Drawer, Form, Input, Space, Spin } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RecordTimeline } from '../../../../components/client/record-timeline';
import { useActor } from '../../../../components/client/use-actor';
import { CodeButton } from '../../../../components/code-button';
import { previewFile } from '../../../../lib/file-preview/preview-store';
import { type SubmitRequest, useSubmission } from '../../../../lib/form/submission';
import { useLocale } from '../../../../lib/i18n/use-locale';
import { notifySuccess } from '../../../../lib/notify';
import { queryKeys } from '../../../../lib/query-keys';
import { useDrawerWidth } from '../../../../lib/use-narrow';
import { sendContractCode, signContract, terminateContract, useContractWrite } from '../api/contract-actions';
import { useContract } from '../api/get-contracts';
import { ContractStatusTag } from './status-tag';

const time = (v: string | null) => (v ? dayjs(v).format('YYYY-MM-DD HH:mm:ss') : '-');

/**
 * An agreement: its facts, its text (in a sandboxed frame), the signed PDF; staff terminate a signed one with a
 * reason, an enterprise user signs an issued one with the legal representative's name and a code.
 */
export function ContractDrawer({ row, onClose }: { row: ContractRow | null; onClose: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const width = useDrawerWidth();
  const { has, isStaff } = useActor();
  const detail = useContract(row?.id ?? null);
  const contract = detail.data ?? null;
  const [form] = Form.useForm<{ reason?: string; signName?: string; code?: string }>();
  const submission = useSubmission(row !== null);
  const terminate = useContractWrite((id: number, reason: string, request?: SubmitRequest) =>
    terminateContract(id, reason, request),
  );
  const sign = useContractWrite((id: number, body: { signName: string; code: string }, request?: SubmitRequest) =>
    signContract(id, body, request),
  );
  const [demoCode, setDemoCode] = useState<string | null>(null);

  const canTerminate = isStaff && has('client:contract:terminate') && contract?.status === CONTRACT_STATUS.signed;
  const canSign = !isStaff && has('client:contract:sign') && contract?.status === CONTRACT_STATUS.toSign;

  const close = () => {
    form.resetFields();
    setDemoCode(null);
    onClose();
  };

  const onTerminate = async () => {
    if (!contract) return;
    const values = await form.validateFields(['reason']).catch(() => null);
    if (!values) return;
    const done = await submission.run((request) =>
      terminate.mutateAsync([contract.id, (values.reason ?? '').trim(), request]),
    );
    if (!done) return;
    notifySuccess(t('contracts.terminated'));
    close();
  };

  const onSign = async () => {
    if (!contract) return;
    const values = await form.validateFields(['signName', 'code']).catch(() => null);
    if (!values) return;
    const body = { signName: (values.signName ?? '').trim(), code: (values.code ?? '').trim() };
    const done = await submission.run((request) => sign.mutateAsync([contract.id, body, request]));
    if (!done) return;
    notifySuccess(t('contracts.signed'));
    close();
  };

  return (
    <Drawer
      title={t('contracts.detailTitle')}
      open={row !== null}
      onClose={close}
      size={width}
      destroyOnHidden
      extra={<Button onClick={close}>{t('contracts.close')}</Button>}
    >
      {!contract ? (
        <Spin />
      ) : (
        <>
          <Descriptions column={1} size="small" bordered style={{ marginBottom: 16 }} data-testid="contract-detail">
            <Descriptions.Item label={t('contracts.contractNo')}>{contract.contractNo}</Descriptions.Item>
            <Descriptions.Item label={t('contracts.enterprise')}>{contract.enterpriseName}</Descriptions.Item>
            <Descriptions.Item label={t('contracts.agreementType')}>
              {labelOf(agreementType, contract.agreementType, locale)}
            </Descriptions.Item>
            <Descriptions.Item label={t('contracts.status')}>
              <ContractStatusTag status={contract.status} />
            </Descriptions.Item>
            <Descriptions.Item label={t('contracts.createdAt')}>{time(contract.createdAt)}</Descriptions.Item>
            {contract.signedAt && (
              <>
                <Descriptions.Item label={t('contracts.signedAt')}>{time(contract.signedAt)}</Descriptions.Item>
                <Descriptions.Item label={t('contracts.signedName')}>{contract.signedName}</Descriptions.Item>
                <Descriptions.Item label={t('contracts.signedIp')}>{contract.signedIp}</Descriptions.Item>
                <Descriptions.Item label={t('contracts.documentHash')}>
                  <code style={{ wordBreak: 'break-all' }}>{contract.documentHash}</code>
                </Descriptions.Item>
              </>
            )}
            {contract.pdfUrl && (
              <Descriptions.Item label={t('contracts.pdf')}>
                <Button
                  type="link"
                  size="small"
                  style={{ padding: 0 }}
                  onClick={() => previewFile(contract.pdfUrl ?? '', `${contract.contractNo}.pdf`)}
                  data-testid="contract-pdf"
                >
                  {t('contracts.openPdf')}
                </Button>
              </Descriptions.Item>
            )}
            {contract.terminatedAt && (
              <>
                <Descriptions.Item label={t('contracts.terminatedAt')}>{time(contract.terminatedAt)}</Descriptions.Item>
                <Descriptions.Item label={t('contracts.terminateReason')}>{contract.terminateReason}</Descriptions.Item>
              </>
            )}
          </Descriptions>
          <RecordTimeline
            testId="contract-timeline"
            url={`client/contract/${contract.id}/timeline`}
            queryKey={queryKeys.contracts.timeline(contract.id)}
            statusLabel={(s) => (s in contractState ? contractState[s as ContractState][locale] : s)}
          />
          <h3>{t('contracts.text')}</h3>
          <iframe
            title={t('contracts.frameTitle')}
            sandbox=""
            srcDoc={contract.html}
            style={{ width: '100%', height: 360, border: '1px solid #d9d9d9', borderRadius: 6 }}
          />
          {(canTerminate || canSign) && (
            <Form form={form} layout="vertical" style={{ marginTop: 16 }}>
              {canTerminate && (
                <>
                  <Form.Item
                    name="reason"
                    label={t('contracts.reason')}
                    rules={[{ required: true, whitespace: true, message: t('contracts.reasonRequired') }]}
                  >
                    <Input.TextArea
                      rows={3}
                      maxLength={ONBOARDING_LIMITS.reasonMax}
                      showCount
                      data-testid="contract-reason"
                    />
                  </Form.Item>
                  <Button danger loading={submission.busy} onClick={onTerminate} data-testid="contract-terminate">
                    {t('contracts.terminate')}
                  </Button>
                </>
              )}
              {canSign && (
                <>
                  <Form.Item
                    name="signName"
                    label={t('contracts.signName')}
                    rules={[{ required: true, whitespace: true, message: t('contracts.signNameRequired') }]}
                  >
                    <Input maxLength={ONBOARDING_LIMITS.personNameMax} autoComplete="off" />
                  </Form.Item>
                  <Form.Item label={t('contracts.code')} required>
                    <Space.Compact style={{ width: '100%' }}>
                      <Form.Item
                        name="code"
                        noStyle
                        rules={[
                          { required: true, whitespace: true, message: t('contracts.codeRequired') },
                          { pattern: /^\s*\d{6}\s*$/, message: t('contracts.codeInvalid') },
                        ]}
                      >
                        <Input inputMode="numeric" maxLength={6} aria-label={t('contracts.code')} />
                      </Form.Item>
                      <CodeButton
                        send={() => sendContractCode(contract.id)}
                        onDemoCode={setDemoCode}
                        testId="contract-send-code"
                      />
                    </Space.Compact>
                  </Form.Item>
                  {demoCode && (
                    <Alert
                      type="warning"
                      showIcon
                      title={t('contracts.demoCode', { code: demoCode })}
                      style={{ marginBottom: 16 }}
                      data-testid="contract-demo-code"
                    />
                  )}
                  <Button type="primary" loading={submission.busy} onClick={onSign} data-testid="contract-sign">
                    {t('contracts.sign')}
                  </Button>
                </>
              )}
            </Form>
          )}
        </>
      )}
    </Drawer>
  );
}

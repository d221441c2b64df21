import {
  INVOICE_CODE_PATTERN,
  INVOICE_LIMITS,
  INVOICE_NUMBER_PATTERN,
  type InvoiceIssueInput,
  type InvoicePostBody,
} from '@console/domain/schemas/invoice';
import { DatePicker, Form, Input } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../../components/form-modal';
import type { SubmitRequest } from '../../../../lib/form/submission';
import { MONEY_PATTERN, toCents } from '../../../../lib/money';
import { FileUpload } from '../../../../lib/upload/file-upload';
import type { UploadItem } from '../../../../lib/upload/rules';

interface ModalProps<T> {
  open: boolean;
  onCancel: () => void;
  /** the write: the dialog stays busy until it settles, and open when it fails */
  onSubmit: (body: T, request: SubmitRequest) => Promise<unknown>;
}

interface IssueForm {
  invoiceCode: string;
  invoiceNumber: string;
  issueDate: Dayjs;
  taxAmount: string;
  file: UploadItem[];
}

/** Issue: code, number, date, tax amount and the PDF/OFD file uploaded through storage. */
export function IssueModal({ open, onCancel, onSubmit, amount }: ModalProps<InvoiceIssueInput> & { amount: string }) {
  const { t } = useTranslation();
  return (
    <FormModal<IssueForm>
      open={open}
      title={t('invoices.actions.issue')}
      onCancel={onCancel}
      onSubmit={(v, request) => {
        const file = v.file[0] as UploadItem;
        return onSubmit(
          {
            invoiceCode: v.invoiceCode.trim(),
            invoiceNumber: v.invoiceNumber.trim(),
            issueDate: v.issueDate.format('YYYY-MM-DD'),
            taxAmount: v.taxAmount.trim(),
            fileUrl: file.url,
            fileName: file.fileName,
          },
          request,
        );
      }}
      initialValues={{ issueDate: dayjs(), taxAmount: '0.00', file: [] }}
      formProps={{ name: 'invoiceIssue' }}
    >
      <Form.Item
        name="invoiceCode"
        label={t('invoices.invoiceCode')}
        rules={[{ required: true, pattern: INVOICE_CODE_PATTERN, message: t('invoices.invoiceCodeRequired') }]}
      >
        <Input maxLength={12} inputMode="numeric" />
      </Form.Item>
      <Form.Item
        name="invoiceNumber"
        label={t('invoices.invoiceNumber')}
        rules={[{ required: true, pattern: INVOICE_NUMBER_PATTERN, message: t('invoices.invoiceNumberRequired') }]}
      >
        <Input maxLength={20} inputMode="numeric" />
      </Form.Item>
      <Form.Item
        name="issueDate"
        label={t('invoices.issueDate')}
        rules={[{ required: true, message: t('invoices.issueDateRequired') }]}
      >
        <DatePicker style={{ width: '100%' }} disabledDate={(d) => d.isAfter(dayjs(), 'day')} />
      </Form.Item>
      <Form.Item
        name="taxAmount"
        label={t('invoices.taxAmount')}
        rules={[
          { required: true, pattern: MONEY_PATTERN, message: t('invoices.taxAmountRequired') },
          {
            validator: (_, v: string | undefined) =>
              !v || !MONEY_PATTERN.test(v) || toCents(v) <= toCents(amount)
                ? Promise.resolve()
                : Promise.reject(new Error(t('invoices.taxAmountTooHigh'))),
          },
        ]}
      >
        <Input prefix="¥" inputMode="decimal" />
      </Form.Item>
      <Form.Item
        name="file"
        label={t('invoices.invoiceFile')}
        extra={t('invoices.invoiceFileTip')}
        rules={[
          {
            validator: (_, v: UploadItem[] | undefined) =>
              v && v.length === 1 && /\.(pdf|ofd)$/i.test(v[0]?.fileName ?? '')
                ? Promise.resolve()
                : Promise.reject(new Error(t('invoices.invoiceFileRequired'))),
          },
        ]}
      >
        <FileUpload accept=".pdf,.ofd" limit={1} path="invoice" />
      </Form.Item>
    </FormModal>
  );
}

/** Post: express company and tracking number. */
export function PostModal({ open, onCancel, onSubmit }: ModalProps<InvoicePostBody>) {
  const { t } = useTranslation();
  return (
    <FormModal<InvoicePostBody>
      open={open}
      title={t('invoices.actions.post')}
      onCancel={onCancel}
      onSubmit={(v, request) =>
        onSubmit({ expressCompany: v.expressCompany.trim(), trackingNo: v.trackingNo.trim() }, request)
      }
      formProps={{ name: 'invoicePost' }}
    >
      <Form.Item
        name="expressCompany"
        label={t('invoices.expressCompany')}
        rules={[{ required: true, whitespace: true, message: t('invoices.expressCompanyRequired') }]}
      >
        <Input maxLength={INVOICE_LIMITS.expressCompany} />
      </Form.Item>
      <Form.Item
        name="trackingNo"
        label={t('invoices.trackingNo')}
        rules={[{ required: true, pattern: /^[A-Za-z0-9-]{6,50}$/, message: t('invoices.trackingNoRequired') }]}
      >
        <Input maxLength={INVOICE_LIMITS.trackingNo} />
      </Form.Item>
    </FormModal>
  );
}

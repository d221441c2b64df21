import { Alert, Form, Input } from 'antd';
import type { ReactNode } from 'react';
import type { SubmitRequest } from '../lib/form/submission';
import { FormModal } from './form-modal';

export interface ReasonModalProps {
  open: boolean;
  title: ReactNode;
  /** the field's label, and the message when it is left blank */
  label: string;
  requiredMessage: string;
  maxLength: number;
  placeholder?: string;
  /** shown above the field (what the action cannot undo) */
  warning?: string;
  okText?: ReactNode;
  danger?: boolean;
  /** the form's name (its fields' ids) */
  name?: string;
  onCancel: () => void;
  /** the trimmed reason; the dialog stays busy until it settles, and open when it fails */
  onSubmit: (reason: string, request: SubmitRequest) => Promise<unknown>;
}

/**
 * The one dialog that asks for a reason: rejecting a task or an invoice application, voiding an invoice, refusing
 * an order or its delivery, closing one. Required, not blank, within the limit; submitted once per opening.
 */
export function ReasonModal({
  open,
  title,
  label,
  requiredMessage,
  maxLength,
  placeholder,
  warning,
  okText,
  danger,
  name = 'reason',
  onCancel,
  onSubmit,
}: ReasonModalProps) {
  return (
    <FormModal<{ reason: string }>
      open={open}
      title={title}
      onCancel={onCancel}
      onSubmit={(v, request) => onSubmit(v.reason.trim(), request)}
      notice={warning && <Alert type="warning" showIcon title={warning} style={{ marginBottom: 16 }} />}
      okText={okText}
      danger={danger}
      formProps={{ name }}
    >
      <Form.Item name="reason" label={label} rules={[{ required: true, whitespace: true, message: requiredMessage }]}>
        <Input.TextArea rows={4} maxLength={maxLength} showCount placeholder={placeholder} />
      </Form.Item>
    </FormModal>
  );
}

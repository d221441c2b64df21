import { Form, type FormProps, Modal } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type SubmitRequest, useSubmission } from '../lib/form/submission';
import { useUnsavedGuard } from '../lib/form/unsaved-guard';
import { useOnChange } from '../lib/use-on-change';

export interface FormModalProps<V> {
  open: boolean;
  title: ReactNode;
  onCancel: () => void;
  /**
   * The values once every rule passes, and the request options carrying this opening's Idempotency-Key. Answer
   * the write's promise: OK spins until it settles, a second click meanwhile does nothing, and a failure (shown by
   * the http client) keeps the dialog open.
   */
  onSubmit: (values: V, request: SubmitRequest) => Promise<unknown>;
  /** what the form holds each time it opens */
  initialValues?: Partial<V>;
  /** shown above the form (a warning) */
  notice?: ReactNode;
  /** the OK button's text (confirm by default) and whether it is a dangerous one (reject, void) */
  okText?: ReactNode;
  danger?: boolean;
  /** above other dialogs (one asked for while another waits, as the step-up is) */
  zIndex?: number;
  /** more props of the form (name, data-testid) */
  formProps?: Omit<FormProps<V>, 'form' | 'layout' | 'preserve' | 'initialValues' | 'children'> & {
    'data-testid'?: string;
  };
  children: ReactNode;
}

/**
 * A dialog around a vertical form: a fresh form each time it opens (its initial values, nothing left from the
 * last time), OK checks the rules and submits once (useSubmission); closing it with unsaved input asks first.
 */
export function FormModal<V extends object>({
  open,
  title,
  onCancel,
  onSubmit,
  initialValues,
  notice,
  okText,
  danger,
  zIndex,
  formProps,
  children,
}: FormModalProps<V>) {
  const { t } = useTranslation();
  const [form] = Form.useForm<V>();
  const submission = useSubmission(open);
  const guard = useUnsavedGuard(open);
  // Reopened while it still closes (so before destroyOnHidden), it starts afresh all the same; shown again in a
  // kept-alive tab, it keeps what was typed.
  useOnChange(open, (isOpen) => {
    if (isOpen) form.resetFields();
  });
  return (
    <Modal
      open={open}
      title={title}
      okText={okText ?? t('common.confirm')}
      okButtonProps={danger ? { danger: true } : undefined}
      cancelText={t('common.cancel')}
      confirmLoading={submission.busy}
      onCancel={() => guard.confirmClose(onCancel)}
      onOk={() =>
        form.validateFields().then(
          (values) => submission.run((request) => onSubmit(values, request)),
          () => {
            // The form shows which rule failed.
          },
        )
      }
      destroyOnHidden
      zIndex={zIndex}
    >
      {notice}
      <Form<V>
        {...formProps}
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={initialValues}
        onValuesChange={(changed, all) => {
          guard.markDirty();
          formProps?.onValuesChange?.(changed, all);
        }}
      >
        {children}
      </Form>
    </Modal>
  );
}

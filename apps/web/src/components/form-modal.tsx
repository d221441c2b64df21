import { Form, type FormProps, Modal } from 'antd';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';

export interface FormModalProps<V> {
  open: boolean;
  title: ReactNode;
  /** the OK button spins while the caller works */
  busy?: boolean;
  onCancel: () => void;
  /** the values once every rule passes; a failing rule keeps the dialog open with its message */
  onSubmit: (values: V) => unknown;
  /** what the form holds each time it opens */
  initialValues?: Partial<V>;
  /** shown above the form (a warning) */
  notice?: ReactNode;
  /** more props of the form (name, data-testid) */
  formProps?: Omit<FormProps<V>, 'form' | 'layout' | 'preserve' | 'initialValues' | 'children'> & {
    'data-testid'?: string;
  };
  children: ReactNode;
}

/**
 * A dialog around a vertical form: a fresh form each time it opens (its initial values, nothing left from the
 * last time), OK checks the rules and hands the values over.
 */
export function FormModal<V extends object>({
  open,
  title,
  busy,
  onCancel,
  onSubmit,
  initialValues,
  notice,
  formProps,
  children,
}: FormModalProps<V>) {
  const { t } = useTranslation();
  const [form] = Form.useForm<V>();
  // Reopened while it still closes (so before destroyOnHidden), it starts afresh all the same.
  useEffect(() => {
    if (open) form.resetFields();
  }, [open, form]);
  return (
    <Modal
      open={open}
      title={title}
      okText={t('common.confirm')}
      cancelText={t('common.cancel')}
      confirmLoading={busy}
      onCancel={onCancel}
      onOk={() =>
        form.validateFields().then(onSubmit, () => {
          // The form shows which rule failed.
        })
      }
      destroyOnHidden
    >
      {notice}
      <Form<V> {...formProps} form={form} layout="vertical" preserve={false} initialValues={initialValues}>
        {children}
      </Form>
    </Modal>
  );
}

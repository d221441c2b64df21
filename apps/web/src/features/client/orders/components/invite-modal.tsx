import { isMobilePhone } from '@console/domain/validators';
import { Form, Input, Modal, Select } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../../../lib/notify';
import { useRecruitingTasks } from '../api/get-options';
import { useInvite } from '../api/order-action';

interface Values {
  taskId: number;
  phone: string;
  quantity?: string;
}

const QUANTITY = /^\d{1,9}(\.\d{1,2})?$/;

/** The enterprise invites a freelancer, by phone number, to one of its recruiting tasks. */
export function InviteModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const [keyword, setKeyword] = useState('');
  const tasks = useRecruitingTasks(keyword, open);
  const mutation = useInvite();
  useEffect(() => {
    if (open) form.resetFields();
  }, [open, form]);
  const submit = async () => {
    const v = await form.validateFields();
    try {
      await mutation.mutateAsync({
        taskId: v.taskId,
        phone: v.phone.trim(),
        quantity: v.quantity?.trim() || undefined,
      });
      notifySuccess(t('orders.done'));
      onClose();
    } catch {
      // The http client has shown the server's message.
    }
  };
  return (
    <Modal
      open={open}
      title={t('orders.invite')}
      okText={t('orders.confirm')}
      cancelText={t('orders.cancel')}
      confirmLoading={mutation.isPending}
      onCancel={onClose}
      onOk={submit}
      destroyOnHidden
    >
      <Form form={form} layout="vertical">
        <Form.Item
          name="taskId"
          label={t('orders.inviteTask')}
          rules={[{ required: true, message: t('orders.inviteTaskRequired') }]}
        >
          <Select
            showSearch
            filterOption={false}
            onSearch={setKeyword}
            loading={tasks.isFetching}
            options={(tasks.data ?? []).map((x) => ({ value: x.id, label: `${x.title} (${x.taskNo})` }))}
          />
        </Form.Item>
        <Form.Item
          name="phone"
          label={t('orders.phone')}
          rules={[
            { required: true, whitespace: true, message: t('orders.phoneRequired') },
            {
              validator: (_, v: string | undefined) =>
                !v || isMobilePhone(v.trim()) ? Promise.resolve() : Promise.reject(new Error(t('orders.phoneInvalid'))),
            },
          ]}
        >
          <Input maxLength={11} inputMode="tel" />
        </Form.Item>
        <Form.Item
          name="quantity"
          label={t('orders.quantity')}
          rules={[
            {
              validator: (_, v: string | undefined) =>
                !v || (QUANTITY.test(v.trim()) && Number(v) > 0)
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('orders.quantityInvalid'))),
            },
          ]}
        >
          <Input placeholder="1" inputMode="decimal" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

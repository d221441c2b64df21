import type { OrderDetail } from '@console/domain/schemas/order';
import { isMobilePhone } from '@console/domain/validators';
import { Form, Input, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SubmitRequest } from '../../lib/form/submission';
import { notifySuccess } from '../../lib/notify';
import { FormModal } from '../form-modal';
import { type RecruitingTask, useRecruitingTasks } from './api/get-recruiting-tasks';
import { useInvite } from './api/invite-freelancer';
import './i18n';

interface Values {
  taskId: number;
  phone: string;
  quantity?: string;
}

const QUANTITY = /^\d{1,9}(\.\d{1,2})?$/;

export interface InviteModalProps {
  open: boolean;
  onClose: () => void;
  /** the task to invite to (from the task page); without it the user picks one of the recruiting tasks */
  task?: RecruitingTask;
  onInvited?: (order: OrderDetail) => void;
}

/** The enterprise invites a freelancer, by phone number, to one of its recruiting tasks. */
export function InviteModal({ open, onClose, task, onInvited }: InviteModalProps) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const tasks = useRecruitingTasks(keyword, open && !task);
  const mutation = useInvite();
  const options = task ? [task] : (tasks.data ?? []);
  const submit = async (v: Values, request: SubmitRequest) => {
    const order = await mutation.mutateAsync({
      taskId: v.taskId,
      phone: v.phone.trim(),
      quantity: v.quantity?.trim() || undefined,
      request,
    });
    notifySuccess(t('invite.done', { orderNo: order.orderNo }));
    onInvited?.(order);
    onClose();
  };
  return (
    <FormModal<Values>
      open={open}
      title={t('invite.title')}
      onCancel={onClose}
      onSubmit={submit}
      initialValues={{ taskId: task?.id }}
      formProps={{ 'data-testid': 'invite-form' }}
    >
      <Form.Item name="taskId" label={t('invite.task')} rules={[{ required: true, message: t('invite.taskRequired') }]}>
        <Select
          showSearch={!task}
          disabled={Boolean(task)}
          filterOption={false}
          onSearch={setKeyword}
          loading={!task && tasks.isFetching}
          options={options.map((x) => ({ value: x.id, label: `${x.title} (${x.taskNo})` }))}
        />
      </Form.Item>
      <Form.Item
        name="phone"
        label={t('invite.phone')}
        rules={[
          { required: true, whitespace: true, message: t('invite.phoneRequired') },
          {
            validator: (_, v: string | undefined) =>
              !v || isMobilePhone(v.trim()) ? Promise.resolve() : Promise.reject(new Error(t('invite.phoneInvalid'))),
          },
        ]}
      >
        <Input maxLength={11} inputMode="tel" />
      </Form.Item>
      <Form.Item
        name="quantity"
        label={t('invite.quantity')}
        rules={[
          {
            validator: (_, v: string | undefined) =>
              !v || (QUANTITY.test(v.trim()) && Number(v) > 0)
                ? Promise.resolve()
                : Promise.reject(new Error(t('invite.quantityInvalid'))),
          },
        ]}
      >
        <Input placeholder="1" inputMode="decimal" />
      </Form.Item>
    </FormModal>
  );
}

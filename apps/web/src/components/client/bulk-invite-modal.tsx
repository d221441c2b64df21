import { BULK_MAX } from '@console/domain/bulk-limits';
import { useQueryClient } from '@tanstack/react-query';
import { Form, Input, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type BulkOutcome, BulkResultModal } from '../../lib/list/bulk-result-modal';
import { queryKeys } from '../../lib/query-keys';
import { FormModal } from '../form-modal';
import { useRecruitingTasks } from './api/get-recruiting-tasks';
import { inviteFreelancers } from './api/invite-freelancer';
import './i18n';

const phonesOf = (text: string | undefined) => [...new Set((text ?? '').split(/[\s,，]+/).filter((p) => p !== ''))];

/**
 * The enterprise invites several freelancers, by phone, to one recruiting task in one request: each phone is checked
 * as a single invitation would be, and the result dialog lists the phones refused and why.
 */
export function BulkInviteModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [keyword, setKeyword] = useState('');
  const tasks = useRecruitingTasks(keyword, open);
  const [outcome, setOutcome] = useState<BulkOutcome | null>(null);
  return (
    <>
      <FormModal<{ taskId: number; phones: string }>
        open={open}
        title={t('invite.bulkTitle')}
        onCancel={onClose}
        formProps={{ 'data-testid': 'bulk-invite-form' }}
        onSubmit={async (v, request) => {
          const phones = phonesOf(v.phones);
          const result = await inviteFreelancers(v.taskId, phones, request);
          await Promise.all([
            client.invalidateQueries({ queryKey: queryKeys.orders.all }),
            client.invalidateQueries({ queryKey: queryKeys.tasks.all }),
          ]);
          setOutcome({ action: t('invite.bulkTitle'), result, labels: new Map(phones.map((p) => [p, p])) });
          onClose();
        }}
      >
        <Form.Item
          name="taskId"
          label={t('invite.task')}
          rules={[{ required: true, message: t('invite.taskRequired') }]}
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
          name="phones"
          label={t('invite.phones')}
          rules={[
            {
              validator: (_, v: string | undefined) => {
                const n = phonesOf(v).length;
                if (n === 0) return Promise.reject(new Error(t('invite.phonesRequired')));
                if (n > BULK_MAX) return Promise.reject(new Error(t('invite.phonesTooMany', { max: BULK_MAX })));
                return Promise.resolve();
              },
            },
          ]}
        >
          <Input.TextArea rows={5} inputMode="tel" />
        </Form.Item>
      </FormModal>
      <BulkResultModal outcome={outcome} onClose={() => setOutcome(null)} />
    </>
  );
}

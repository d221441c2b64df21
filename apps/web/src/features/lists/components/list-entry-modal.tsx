import { LIST_TYPE, type ListType, listType, optionsOf } from '@console/domain/enums';
import { LIST_REASON_MAX, type ListEntryRow, listsFreelancers } from '@console/domain/schemas/lists';
import { DatePicker, Form, Input, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EnterpriseSelect } from '../../../components/client/enterprise-select';
import { FormModal } from '../../../components/form-modal';
import type { SubmitRequest } from '../../../lib/form/submission';
import { useLocale } from '../../../lib/i18n/use-locale';
import { notifySuccess } from '../../../lib/notify';
import { useFreelancerPicks } from '../api/get-freelancer-picks';
import { useSaveListEntry } from '../api/save-list-entry';

interface Values {
  listType: ListType;
  freelancerId?: number;
  enterpriseId?: string;
  reason: string;
  period: [Dayjs, Dayjs | null];
}

/** Freelancers searched on the server by name or phone. */
function FreelancerPicker({ id, value, onChange }: { id?: string; value?: number; onChange?: (v: number) => void }) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const { data, isFetching } = useFreelancerPicks(keyword, true);
  return (
    <Select
      id={id}
      showSearch
      filterOption={false}
      onSearch={setKeyword}
      loading={isFetching}
      value={value}
      onChange={onChange}
      placeholder={t('lists.freelancerSearch')}
      options={(data ?? []).map((f) => ({ value: f.id, label: f.label }))}
      data-testid="list-freelancer-picker"
    />
  );
}

/** The start of the first day picked and the end of the last (inclusive), as the server takes them. */
function periodOf(period: Values['period']) {
  return {
    startAt: period[0].startOf('day').toISOString(),
    endAt: period[1] ? period[1].endOf('day').toISOString() : '',
  };
}

/** Add an entry (type, who, reason, period) or edit one's reason and period. */
export function ListEntryModal({
  open,
  row,
  defaultType,
  onClose,
}: {
  open: boolean;
  /** the entry edited; null adds one */
  row: ListEntryRow | null;
  defaultType?: ListType;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const save = useSaveListEntry();

  const submit = async (v: Values, request: SubmitRequest) => {
    const period = periodOf(v.period);
    if (row) {
      await save.mutateAsync({ id: row.id, body: { reason: v.reason.trim(), ...period }, request });
    } else {
      const subject = listsFreelancers(v.listType)
        ? { freelancerId: v.freelancerId }
        : { enterpriseId: Number(v.enterpriseId) };
      await save.mutateAsync({
        id: null,
        body: { listType: v.listType, ...subject, reason: v.reason.trim(), ...period },
        request,
      });
    }
    notifySuccess(t('lists.saved'));
    onClose();
  };

  return (
    <FormModal<Values>
      open={open}
      title={row ? t('lists.editTitle') : t('lists.add')}
      onCancel={onClose}
      onSubmit={submit}
      initialValues={
        row
          ? {
              listType: row.listType,
              reason: row.reason,
              period: [dayjs(row.startAt), row.endAt ? dayjs(row.endAt) : null],
            }
          : { listType: defaultType ?? LIST_TYPE.freelancerBlacklist, period: [dayjs(), null] }
      }
      formProps={{ 'data-testid': 'list-entry-form' }}
    >
      <Form.Item
        name="listType"
        label={t('lists.listType')}
        rules={[{ required: true, message: t('lists.typeRequired') }]}
      >
        <Select disabled={row !== null} options={optionsOf(listType, locale)} data-testid="list-type-select" />
      </Form.Item>
      {row ? (
        <Form.Item label={t('lists.subject')}>
          <span>
            {row.subjectName} {row.subjectPhone ?? ''}
          </span>
        </Form.Item>
      ) : (
        <Form.Item noStyle dependencies={['listType']}>
          {({ getFieldValue }) =>
            listsFreelancers(getFieldValue('listType')) ? (
              <Form.Item
                name="freelancerId"
                label={t('lists.freelancer')}
                extra={
                  getFieldValue('listType') === LIST_TYPE.freelancerWhitelist ? t('lists.whitelistHelp') : undefined
                }
                rules={[{ required: true, message: t('lists.subjectRequired') }]}
              >
                <FreelancerPicker />
              </Form.Item>
            ) : (
              <Form.Item
                name="enterpriseId"
                label={t('lists.enterprise')}
                rules={[{ required: true, message: t('lists.subjectRequired') }]}
              >
                <EnterpriseSelect width="100%" />
              </Form.Item>
            )
          }
        </Form.Item>
      )}
      <Form.Item
        name="reason"
        label={t('lists.reason')}
        rules={[{ required: true, whitespace: true, message: t('lists.reasonRequired') }]}
      >
        <Input.TextArea rows={3} maxLength={LIST_REASON_MAX} showCount />
      </Form.Item>
      <Form.Item
        name="period"
        label={t('lists.period')}
        extra={t('lists.periodHelp')}
        rules={[
          {
            validator: (_, v: Values['period'] | undefined) =>
              v?.[0] ? Promise.resolve() : Promise.reject(new Error(t('lists.startRequired'))),
          },
        ]}
      >
        <DatePicker.RangePicker
          allowEmpty={[false, true]}
          placeholder={[t('lists.startAt'), t('lists.endAt')]}
          style={{ width: '100%' }}
          data-testid="list-period"
        />
      </Form.Item>
    </FormModal>
  );
}

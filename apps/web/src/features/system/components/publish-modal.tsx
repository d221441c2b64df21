import { messageTarget, optionsOf } from '@console/domain/enums';
import { NOTICE_CONTENT_MAX, NOTICE_TITLE_MAX } from '@console/domain/schemas/admin';
import { DatePicker, Form, Input, Radio, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/form-modal';
import type { SubmitRequest } from '../../../lib/form/submission';
import { useLocale } from '../../../lib/i18n/use-locale';
import { notifySuccess } from '../../../lib/notify';
import { useRecipients } from '../api/get-recipients';
import { usePublishNotice } from '../api/publish-notice';

interface Values {
  title: string;
  content: string;
  target: 'B' | 'C' | 'R';
  scope: 'all' | 'chosen';
  /** the chosen recipients, kept per target (switching the target never mixes users and freelancers) */
  recipientsB?: number[];
  recipientsC?: number[];
  recipientsR?: number[];
  when: 'now' | 'later';
  sendAt?: Dayjs;
}

/** The chosen recipients of a target, searched on the server. */
function RecipientSelect({
  target,
  id,
  value,
  onChange,
}: {
  target: string;
  id?: string;
  value?: number[];
  onChange?: (v: number[]) => void;
}) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const { data, isFetching } = useRecipients(target, keyword);
  return (
    <Select
      id={id}
      mode="multiple"
      showSearch
      filterOption={false}
      onSearch={setKeyword}
      loading={isFetching}
      value={value}
      onChange={onChange}
      placeholder={t('system.recipientsSearch')}
      options={(data ?? []).map((r) => ({ value: r.id, label: r.label }))}
      data-testid="notice-recipients"
    />
  );
}

/** Publish a notice: to B, C or R, everyone or chosen ones, now or at a set time. */
export function PublishModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const publish = usePublishNotice();

  const submit = async (v: Values, request: SubmitRequest) => {
    const answer = await publish.mutateAsync({
      body: {
        title: v.title.trim(),
        content: v.content.trim(),
        target: v.target,
        recipientIds: v.scope === 'chosen' ? (v[`recipients${v.target}`] ?? []) : [],
        sendAt: v.when === 'later' && v.sendAt ? v.sendAt.toISOString() : undefined,
      },
      request,
    });
    notifySuccess(t(answer.status === 'scheduled' ? 'system.scheduledOk' : 'system.published'));
    onClose();
  };

  return (
    <FormModal<Values>
      open={open}
      title={t('system.publish')}
      onCancel={onClose}
      onSubmit={submit}
      initialValues={{ target: 'B', scope: 'all', when: 'now' }}
      formProps={{ 'data-testid': 'publish-form' }}
    >
      <Form.Item
        name="title"
        label={t('system.noticeTitle')}
        rules={[{ required: true, whitespace: true, message: t('system.noticeTitleRequired') }]}
      >
        <Input maxLength={NOTICE_TITLE_MAX} showCount />
      </Form.Item>
      <Form.Item
        name="content"
        label={t('system.noticeContent')}
        rules={[{ required: true, whitespace: true, message: t('system.noticeContentRequired') }]}
      >
        <Input.TextArea rows={4} maxLength={NOTICE_CONTENT_MAX} showCount />
      </Form.Item>
      <Form.Item name="target" label={t('system.noticeTarget')}>
        <Radio.Group options={optionsOf(messageTarget, locale)} />
      </Form.Item>
      <Form.Item name="scope" label={t('system.noticeScope')}>
        <Radio.Group
          options={[
            { value: 'all', label: t('system.scopeAll') },
            { value: 'chosen', label: t('system.scopeChosen') },
          ]}
        />
      </Form.Item>
      <Form.Item noStyle dependencies={['scope', 'target']}>
        {({ getFieldValue }) =>
          getFieldValue('scope') === 'chosen' ? (
            <Form.Item
              key={getFieldValue('target')}
              name={`recipients${getFieldValue('target')}`}
              label={t('system.recipients')}
              rules={[{ required: true, type: 'array', min: 1, message: t('system.recipientsRequired') }]}
            >
              <RecipientSelect target={getFieldValue('target')} />
            </Form.Item>
          ) : null
        }
      </Form.Item>
      <Form.Item name="when" label={t('system.sendMode')}>
        <Radio.Group
          options={[
            { value: 'now', label: t('system.sendNow') },
            { value: 'later', label: t('system.sendLater') },
          ]}
        />
      </Form.Item>
      <Form.Item noStyle dependencies={['when']}>
        {({ getFieldValue }) =>
          getFieldValue('when') === 'later' ? (
            <Form.Item
              name="sendAt"
              label={t('system.sendAt')}
              rules={[
                { required: true, message: t('system.sendAtRequired') },
                {
                  validator: (_, v: Dayjs | undefined) =>
                    !v || v.isAfter(dayjs()) ? Promise.resolve() : Promise.reject(new Error(t('system.sendAtFuture'))),
                },
              ]}
            >
              <DatePicker
                showTime={{ format: 'HH:mm' }}
                format="YYYY-MM-DD HH:mm"
                disabledDate={(d) => d.isBefore(dayjs(), 'day')}
              />
            </Form.Item>
          ) : null
        }
      </Form.Item>
    </FormModal>
  );
}

import { optionsOf, pricingUnit, workMode } from '@console/domain/enums';
import { industries } from '@console/domain/industries';
import { TASK_LIMITS, type TaskDetail } from '@console/domain/schemas/task';
import { Button, Checkbox, DatePicker, Drawer, Form, Input, InputNumber, Select, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../../components/client/use-actor';
import { useSubmission } from '../../../../lib/form/submission';
import { useUnsavedGuard } from '../../../../lib/form/unsaved-guard';
import { MONEY_PATTERN } from '../../../../lib/money';
import { notifySuccess } from '../../../../lib/notify';
import { FileUpload } from '../../../../lib/upload/file-upload';
import type { UploadItem } from '../../../../lib/upload/rules';
import { useDrawerWidth } from '../../../../lib/use-narrow';
import { useOnChange } from '../../../../lib/use-on-change';
import { type TaskFormBody, useCreateTask } from '../api/create-task';
import { useUpdateTask } from '../api/update-task';

interface FormValues {
  title: string;
  industry: TaskFormBody['industry'];
  workMode: TaskFormBody['workMode'];
  pricingUnit: TaskFormBody['pricingUnit'];
  price: number;
  headcount: number;
  place?: string;
  dates: [Dayjs, Dayjs];
  description?: string;
  attachments?: UploadItem[];
  whitelistOnly?: boolean;
}

export interface TaskFormDrawerProps {
  open: boolean;
  /** the task being edited; null for a new draft */
  task: TaskDetail | null;
  onClose: () => void;
  onSaved?: (task: TaskDetail) => void;
}

const DAY = 'YYYY-MM-DD';
/** what the form follows while the drawer is closed */
const CLOSED = Symbol('closed');

function initialValues(task: TaskDetail | null): Partial<FormValues> {
  if (!task) return { workMode: '1', pricingUnit: '04', headcount: 1, attachments: [], whitelistOnly: false };
  return {
    title: task.title,
    // A stored task's codes are the enumerations' (the server validated them).
    industry: task.industry as FormValues['industry'],
    workMode: task.workMode as FormValues['workMode'],
    pricingUnit: task.pricingUnit as FormValues['pricingUnit'],
    price: Number(task.price),
    headcount: task.headcount,
    place: task.place ?? '',
    dates: [dayjs(task.startDate), dayjs(task.endDate)],
    description: task.description,
    attachments: task.attachments.map((a) => ({ ...a, percentage: 100 })),
    whitelistOnly: task.whitelistOnly,
  };
}

/** Create or edit a task: the fields with the same limits as the server's TaskBody. */
export function TaskFormDrawer({ open, task, onClose, onSaved }: TaskFormDrawerProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const width = useDrawerWidth();
  const [form] = Form.useForm<FormValues>();
  const create = useCreateTask();
  const update = useUpdateTask();
  const submission = useSubmission(open);
  const guard = useUnsavedGuard(open);

  // Filled when it opens (or another task is given), not again when a kept-alive tab shows it with input typed.
  useOnChange(open ? task : CLOSED, (opened) => {
    if (opened === CLOSED) return;
    form.resetFields();
    form.setFieldsValue(initialValues(opened));
  });

  const save = async (v: FormValues) => {
    const body: TaskFormBody = {
      title: v.title.trim(),
      industry: v.industry,
      workMode: v.workMode,
      pricingUnit: v.pricingUnit,
      price: Number(v.price).toFixed(2),
      headcount: v.headcount,
      place: v.place?.trim() ?? '',
      startDate: v.dates[0].format(DAY),
      endDate: v.dates[1].format(DAY),
      description: v.description?.trim() ?? '',
      attachments: (v.attachments ?? []).filter((a) => a.url).map((a) => ({ fileName: a.fileName, url: a.url })),
      whitelistOnly: v.whitelistOnly === true,
    };
    // One save per opening however often it is clicked; a failure (shown by the http client) keeps the input.
    const saved = await submission.run((request) =>
      task ? update.mutateAsync({ id: task.id, body, request }) : create.mutateAsync({ body, request }),
    );
    if (saved === undefined) return;
    notifySuccess(t(task ? 'tasks.done.edit' : 'tasks.done.create'));
    onSaved?.(saved);
    onClose();
  };

  return (
    <Drawer
      open={open}
      width={width}
      title={t(task ? 'tasks.edit' : 'tasks.create')}
      onClose={() => guard.confirmClose(onClose)}
      destroyOnHidden
      footer={
        <Space style={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button onClick={() => guard.confirmClose(onClose)}>{t('common.cancel')}</Button>
          <Button type="primary" loading={submission.busy} onClick={() => form.submit()}>
            {t('common.save')}
          </Button>
        </Space>
      }
    >
      <Form<FormValues>
        form={form}
        name="task"
        layout="vertical"
        onFinish={save}
        onValuesChange={guard.markDirty}
        className="task-form"
      >
        <Form.Item
          name="title"
          label={t('tasks.name')}
          rules={[
            { required: true, whitespace: true, message: t('tasks.rules.title') },
            { min: TASK_LIMITS.titleMin, max: TASK_LIMITS.titleMax, message: t('tasks.rules.title') },
          ]}
        >
          <Input maxLength={TASK_LIMITS.titleMax} showCount />
        </Form.Item>
        <Space wrap size={16} style={{ width: '100%' }}>
          <Form.Item
            name="industry"
            label={t('tasks.industry')}
            rules={[{ required: true, message: t('tasks.rules.industry') }]}
          >
            <Select
              showSearch
              optionFilterProp="label"
              placeholder={t('tasks.selectPlaceholder')}
              style={{ width: 300 }}
              options={industries.map((i) => ({ value: i.code, label: `${i.code} ${i[locale]}` }))}
            />
          </Form.Item>
          <Form.Item
            name="workMode"
            label={t('tasks.workMode')}
            rules={[{ required: true, message: t('tasks.rules.workMode') }]}
          >
            <Select style={{ width: 160 }} options={optionsOf(workMode, locale)} />
          </Form.Item>
          <Form.Item
            name="pricingUnit"
            label={t('tasks.pricingUnit')}
            rules={[{ required: true, message: t('tasks.rules.pricingUnit') }]}
          >
            <Select style={{ width: 160 }} options={optionsOf(pricingUnit, locale)} />
          </Form.Item>
          <Form.Item
            name="price"
            label={t('tasks.priceUnit')}
            rules={[
              { required: true, message: t('tasks.rules.price') },
              {
                validator: (_, v: number | null | undefined) =>
                  v === null || v === undefined || (v > 0 && MONEY_PATTERN.test(String(v)))
                    ? Promise.resolve()
                    : Promise.reject(new Error(t('tasks.rules.price'))),
              },
            ]}
          >
            <InputNumber min={0.01} max={TASK_LIMITS.priceMax} step={1} style={{ width: 160 }} prefix="¥" />
          </Form.Item>
          <Form.Item
            name="headcount"
            label={t('tasks.headcount')}
            rules={[
              { required: true, message: t('tasks.rules.headcount') },
              { type: 'integer', min: 1, max: TASK_LIMITS.headcountMax, message: t('tasks.rules.headcount') },
            ]}
          >
            <InputNumber min={1} max={TASK_LIMITS.headcountMax} precision={0} style={{ width: 160 }} />
          </Form.Item>
        </Space>
        <Form.Item name="dates" label={t('tasks.dates')} rules={[{ required: true, message: t('tasks.rules.dates') }]}>
          <DatePicker.RangePicker placeholder={[t('tasks.startDate'), t('tasks.endDate')]} />
        </Form.Item>
        <Form.Item name="place" label={t('tasks.place')} rules={[{ max: TASK_LIMITS.placeMax }]}>
          <Input maxLength={TASK_LIMITS.placeMax} />
        </Form.Item>
        <Form.Item name="description" label={t('tasks.description')} rules={[{ max: TASK_LIMITS.descriptionMax }]}>
          <Input.TextArea rows={6} maxLength={TASK_LIMITS.descriptionMax} showCount />
        </Form.Item>
        <Form.Item name="attachments" label={t('tasks.attachments')} valuePropName="value">
          <FileUpload path="task" limit={TASK_LIMITS.attachmentsMax} />
        </Form.Item>
        <Form.Item name="whitelistOnly" valuePropName="checked" extra={t('tasks.whitelistOnlyHelp')}>
          <Checkbox>{t('tasks.whitelistOnly')}</Checkbox>
        </Form.Item>
      </Form>
    </Drawer>
  );
}

import { labelOf, pricingUnit, workMode } from '@console/domain/enums';
import { industryLabel } from '@console/domain/industries';
import type { FreelancerTaskRow } from '@console/domain/schemas/task';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Form, Input, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { FormModal } from '../../components/form-modal';
import { useLocale } from '../../lib/i18n/use-locale';
import { formatMoney, fromCents, MONEY_PATTERN, toCents } from '../../lib/money';
import { notifySuccess } from '../../lib/notify';
import { queryKeys } from '../../lib/query-keys';
import { applyTask } from '../api/apply-task';
import { useTasks } from '../api/get-tasks';
import { rowsOf } from '../api/paging';
import { Fields } from '../components/fields';
import { MobilePage } from '../components/mobile-page';
import { PagedList } from '../components/paged-list';

/** price × quantity in cents (the server computes the real amount); '' while the quantity is not a number. */
export function estimate(price: string, quantity: string | undefined): string {
  const q = quantity?.trim() ?? '';
  if (!MONEY_PATTERN.test(q) || Number(q) <= 0) return '';
  return fromCents(Math.round((toCents(price) * toCents(q)) / 100));
}

function TaskCard({ task, onApply }: { task: FreelancerTaskRow; onApply: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [open, setOpen] = useState(false);
  const headingId = `m-task-${task.id}`;
  return (
    <article className="m-card" aria-labelledby={headingId} data-testid="m-task-card">
      <div className="m-card-head">
        <h2 className="m-card-title" id={headingId}>
          {task.title}
        </h2>
        <span>
          {task.whitelistOnly && (
            <Tag bordered={false} color="purple">
              {t('freelancer.tasks.whitelistOnly')}
            </Tag>
          )}
          <Tag bordered={false} color="blue">
            {labelOf(workMode, task.workMode, locale)}
          </Tag>
        </span>
      </div>
      <div className="m-meta">
        <span>{task.enterpriseName}</span>
        <span>{t('freelancer.tasks.headcount', { n: task.headcount })}</span>
      </div>
      {open ? (
        <Fields
          rows={[
            [t('freelancer.tasks.industry'), industryLabel(task.industry, locale)],
            [t('freelancer.tasks.period'), `${task.startDate} ~ ${task.endDate}`],
            [t('freelancer.tasks.place'), task.place],
            [t('freelancer.tasks.description'), task.description],
          ]}
        />
      ) : (
        <p className="m-description clamped">{task.description}</p>
      )}
      <div className="m-card-foot">
        <span>
          <span className="m-amount">{formatMoney(task.price)}</span>
          <span className="m-meta"> / {labelOf(pricingUnit, task.pricingUnit, locale)}</span>
        </span>
        <span className="m-actions">
          <Button type="link" aria-expanded={open} onClick={() => setOpen((o) => !o)}>
            {open ? t('freelancer.tasks.less') : t('freelancer.tasks.more')}
          </Button>
          <Button type="primary" onClick={onApply} data-testid="m-task-apply">
            {t('freelancer.tasks.apply')}
          </Button>
        </span>
      </div>
    </article>
  );
}

/** Recruiting tasks, newest first, searched by name; applying opens the new order. */
export function TasksPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [params, setParams] = useSearchParams();
  const keyword = params.get('keyword') ?? '';
  const query = useTasks(keyword);
  const rows = rowsOf(query.data?.pages);
  const [applying, setApplying] = useState<FreelancerTaskRow | null>(null);
  const [quantity, setQuantity] = useState('1');

  return (
    <MobilePage title={t('freelancer.tasks.title')}>
      <div className="m-filter">
        <Input.Search
          defaultValue={keyword}
          key={keyword}
          allowClear
          enterButton
          placeholder={t('freelancer.tasks.search')}
          aria-label={t('freelancer.tasks.search')}
          maxLength={50}
          onSearch={(value) => setParams(value.trim() ? { keyword: value.trim() } : {}, { replace: true })}
        />
      </div>
      <PagedList query={query} rows={rows} empty={t('freelancer.tasks.empty')}>
        {(list) =>
          list.map((task) => (
            <TaskCard
              key={task.id}
              task={task}
              onApply={() => {
                setQuantity('1');
                setApplying(task);
              }}
            />
          ))
        }
      </PagedList>
      <FormModal<{ quantity: string }>
        open={applying !== null}
        title={t('freelancer.tasks.applyTitle')}
        initialValues={{ quantity: '1' }}
        onCancel={() => setApplying(null)}
        formProps={{ onValuesChange: (_, all) => setQuantity(all.quantity ?? '') }}
        notice={applying && <p className="m-section-title">{applying.title}</p>}
        onSubmit={async (v, request) => {
          if (!applying) return;
          const order = await applyTask(applying.id, v.quantity.trim(), request);
          setApplying(null);
          notifySuccess(t('freelancer.tasks.applied'));
          void client.invalidateQueries({ queryKey: queryKeys.freelancer.ordersAll });
          navigate(`/m/orders/${order.id}`);
        }}
      >
        <Form.Item
          name="quantity"
          label={`${t('freelancer.tasks.quantity')}${applying ? ` (${labelOf(pricingUnit, applying.pricingUnit, locale)})` : ''}`}
          rules={[
            {
              validator: (_, value: string | undefined) =>
                estimate('1.00', value)
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('freelancer.tasks.quantityInvalid'))),
            },
          ]}
        >
          <Input inputMode="decimal" maxLength={12} />
        </Form.Item>
        {applying && estimate(applying.price, quantity) && (
          <p>
            {t('freelancer.tasks.estimate')}
            <span className="m-amount">{formatMoney(estimate(applying.price, quantity))}</span>
          </p>
        )}
      </FormModal>
    </MobilePage>
  );
}

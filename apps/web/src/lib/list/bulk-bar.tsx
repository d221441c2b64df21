import { BULK_MAX } from '@console/domain/bulk-limits';
import type { BulkResult } from '@console/domain/schemas/bulk';
import { Button, Checkbox, Space, Typography } from 'antd';
import { type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../components/form-modal';
import { useConfirmAction } from '../confirm-action';
import { IDEMPOTENCY_HEADER, newIdempotencyKey, type SubmitRequest } from '../form/submission';
import { useNarrow } from '../use-narrow';
import { type BulkOutcome, BulkResultModal } from './bulk-result-modal';
import type { BulkKey, BulkSelection } from './bulk-selection';
import './i18n';
import './list.css';

/** One bulk action of a list: its button, how it asks, and its one request. */
export interface BulkAction<V extends object = Record<string, never>> {
  key: string;
  label: string;
  danger?: boolean;
  /** false leaves the button out (no permission) */
  show?: boolean;
  /** the question before it runs, for an action without input (n: how many rows) */
  confirm?: (n: number) => ReactNode;
  /** form items asked in a dialog before it runs (a reason), instead of a plain question */
  form?: ReactNode;
  /** sends the one request for every key; `request` carries the dialog's Idempotency-Key */
  send: (keys: BulkKey[], values: V, request: SubmitRequest) => Promise<BulkResult>;
  /** after the answer (invalidate the lists it changed) */
  onDone?: () => Promise<unknown> | unknown;
}

/**
 * The bar above a list with a selection: how many rows are chosen, "select all N matching" beyond the page, and the
 * list's bulk actions. Each action is one request with one Idempotency-Key per asking (a double click or a retry
 * runs it once); its answer opens the result dialog with the refused rows and why. At most BULK_MAX rows at once.
 */
// biome-ignore lint/suspicious/noExplicitAny: actions differ in their form values
export function BulkBar<Row>({ selection, actions }: { selection: BulkSelection<Row>; actions: BulkAction<any>[] }) {
  const { t } = useTranslation();
  const narrow = useNarrow();
  const confirmAction = useConfirmAction();
  // biome-ignore lint/suspicious/noExplicitAny: see above
  const [asking, setAsking] = useState<BulkAction<any> | null>(null);
  const [outcome, setOutcome] = useState<BulkOutcome | null>(null);
  const running = useRef(false);
  const shown = actions.filter((a) => a.show !== false);
  if (shown.length === 0) return null;

  const { count, allMatching, pageRows, picked, total, tooMany } = selection;
  const pageKeys = pageRows.map(selection.keyOf);
  const pageAll = pageKeys.length > 0 && pageKeys.every((k) => picked.has(k));

  // biome-ignore lint/suspicious/noExplicitAny: see above
  const run = async (action: BulkAction<any>, values: object, request: SubmitRequest) => {
    if (running.current) return;
    running.current = true;
    try {
      const labels = await selection.resolve();
      const result = await action.send([...labels.keys()], values, request);
      selection.clear();
      setAsking(null);
      setOutcome({ action: action.label, result, labels });
      await action.onDone?.();
    } finally {
      running.current = false;
    }
  };
  // biome-ignore lint/suspicious/noExplicitAny: see above
  const start = (action: BulkAction<any>) => {
    if (action.form) {
      setAsking(action);
      return;
    }
    // One key per asking: the confirmation's OK pressed twice, or retried after a lost answer, acts once.
    const request = { headers: { [IDEMPOTENCY_HEADER]: newIdempotencyKey() } };
    confirmAction({
      content: action.confirm?.(count) ?? t('list.bulkConfirm', { action: action.label, n: count }),
      danger: action.danger,
      onOk: () => run(action, {}, request),
    });
  };

  return (
    <div className="bulk-bar" data-testid="bulk-bar">
      <Space wrap size="small">
        {narrow && (
          <Checkbox
            checked={pageAll}
            onChange={(e) =>
              selection.setPicked(
                pageRows,
                e.target.checked
                  ? [...new Set([...picked.keys(), ...pageKeys])]
                  : [...picked.keys()].filter((k) => !pageKeys.includes(k)),
              )
            }
          >
            {t('list.bulkSelectPage')}
          </Checkbox>
        )}
        <Typography.Text data-testid="bulk-count">
          {allMatching ? t('list.bulkAllMatching', { n: total }) : t('list.bulkSelected', { n: count })}
        </Typography.Text>
        {!allMatching && pageAll && total > pageRows.length && (
          <Button type="link" size="small" onClick={selection.selectAllMatching} data-testid="bulk-select-all">
            {t('list.bulkSelectAll', { n: total })}
          </Button>
        )}
        {count > 0 && (
          <Button type="link" size="small" onClick={selection.clear}>
            {t('list.bulkClear')}
          </Button>
        )}
        {shown.map((a) => (
          <Button
            key={a.key}
            size="small"
            danger={a.danger}
            disabled={count === 0 || tooMany}
            onClick={() => start(a)}
            data-testid={`bulk-${a.key}`}
          >
            {a.label}
          </Button>
        ))}
      </Space>
      {/* The cap is said before anything is sent, not learnt from a refusal. */}
      {tooMany && (
        <Typography.Text type="danger" className="bulk-cap">
          {t('list.bulkTooMany', { max: BULK_MAX })}
        </Typography.Text>
      )}
      <FormModal<object>
        open={asking !== null}
        title={asking ? `${asking.label} · ${t('list.bulkSelected', { n: count })}` : ''}
        danger={asking?.danger}
        onCancel={() => setAsking(null)}
        onSubmit={(values, request) => (asking ? run(asking, values, request) : Promise.resolve())}
      >
        {asking?.form}
      </FormModal>
      <BulkResultModal outcome={outcome} onClose={() => setOutcome(null)} />
    </div>
  );
}

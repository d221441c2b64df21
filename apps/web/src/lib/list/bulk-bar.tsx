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

interface BulkActionBase<K extends string> {
  key: K;
  label: string;
  danger?: boolean;
  /** false leaves the button out (no permission) */
  show?: boolean;
  /** after the answer (invalidate the lists it changed) */
  onDone?: () => Promise<unknown> | unknown;
}

/** A bulk action without input: a question (n: how many rows), then its one request for every key. */
export interface BulkConfirmAction<K extends string = string> extends BulkActionBase<K> {
  confirm?: (n: number) => ReactNode;
  form?: undefined;
  /** `request` carries the question's Idempotency-Key */
  send: (keys: BulkKey[], request: SubmitRequest) => Promise<BulkResult>;
}

/** A bulk action with input: form items asked in a dialog (a reason), then its one request with their values. */
export interface BulkFormAction<V extends object, K extends string = string> extends BulkActionBase<K> {
  form: ReactNode;
  /** `request` carries the dialog's Idempotency-Key */
  send: (keys: BulkKey[], values: V, request: SubmitRequest) => Promise<BulkResult>;
}

/** The form values of a list's bulk actions that ask for input, by action key (`{ close: { reason: string } }`). */
export type BulkForms = Record<string, object>;

/** One form action of a list whose forms are `F`: the action of key K sends F[K]. */
export type BulkFormActionOf<F extends BulkForms, K extends keyof F & string = keyof F & string> = {
  [P in K]: BulkFormAction<F[P], P>;
}[K];

/** One bulk action of a list: its button, how it asks, and its one request. */
export type BulkAction<F extends BulkForms = BulkForms> = BulkConfirmAction | BulkFormActionOf<F>;

/** The action asks for input in a dialog (it has form items). */
const asksInput = <F extends BulkForms>(action: BulkAction<F>): action is BulkFormActionOf<F> =>
  action.form !== undefined;

/**
 * The bar above a list with a selection: how many rows are chosen, "select all N matching" beyond the page, and the
 * list's bulk actions. Each action is one request with one Idempotency-Key per asking (a double click or a retry
 * runs it once); its answer opens the result dialog with the refused rows and why. At most BULK_MAX rows at once.
 */
export function BulkBar<Row, F extends BulkForms>({
  selection,
  actions,
}: {
  selection: BulkSelection<Row>;
  actions: BulkAction<F>[];
}) {
  const { t } = useTranslation();
  const narrow = useNarrow();
  const confirmAction = useConfirmAction();
  // The key of the form action whose dialog is open.
  const [asking, setAsking] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<BulkOutcome | null>(null);
  const running = useRef(false);
  const shown = actions.filter((a) => a.show !== false);
  if (shown.length === 0) return null;

  const { count, allMatching, pageRows, picked, total, tooMany } = selection;
  const pageKeys = pageRows.map(selection.keyOf);
  const pageAll = pageKeys.length > 0 && pageKeys.every((k) => picked.has(k));

  /** Runs one action: `send` is its request for the keys chosen (with its form's values, if it has a form). */
  const run = async (
    action: Pick<BulkActionBase<string>, 'label' | 'onDone'>,
    send: (keys: BulkKey[]) => Promise<BulkResult>,
  ) => {
    if (running.current) return;
    running.current = true;
    try {
      const labels = await selection.resolve();
      const result = await send([...labels.keys()]);
      selection.clear();
      setAsking(null);
      setOutcome({ action: action.label, result, labels });
      await action.onDone?.();
    } finally {
      running.current = false;
    }
  };
  const start = (action: BulkAction<F>) => {
    if (asksInput(action)) {
      setAsking(action.key);
      return;
    }
    // One key per asking: the confirmation's OK pressed twice, or retried after a lost answer, acts once.
    const request = { headers: { [IDEMPOTENCY_HEADER]: newIdempotencyKey() } };
    confirmAction({
      content: action.confirm?.(count) ?? t('list.bulkConfirm', { action: action.label, n: count }),
      danger: action.danger,
      onOk: () => run(action, (keys) => action.send(keys, request)),
    });
  };
  /** The dialog of a form action, typed by its own values. */
  const formOf = <K extends keyof F & string>(action: BulkFormActionOf<F, K>) => (
    <FormModal<F[K]>
      key={action.key}
      open={asking === action.key}
      title={`${action.label} · ${t('list.bulkSelected', { n: count })}`}
      danger={action.danger}
      onCancel={() => setAsking(null)}
      onSubmit={(values, request) => run(action, (keys) => action.send(keys, values, request))}
    >
      {action.form}
    </FormModal>
  );

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
      {shown.map((a) => (asksInput(a) ? formOf(a) : null))}
      <BulkResultModal outcome={outcome} onClose={() => setOutcome(null)} />
    </div>
  );
}

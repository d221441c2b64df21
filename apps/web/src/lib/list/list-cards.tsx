import { Checkbox, Empty, Pagination, Spin } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { BulkSelection } from './bulk-selection';
import { ACTIONS_KEY, cellOf, type ListCard, type ListColumn } from './list-columns';
import type { ListState } from './list-state';
import './i18n';

interface ListCardsProps<T> {
  rows: T[];
  rowKey: Extract<keyof T, string>;
  columns: ListColumn<T>[];
  card: ListCard;
  loading: boolean;
  state: ListState;
  total: number;
  showTotal: (total: number) => string;
  onStateChange: (next: ListState) => void;
  /** a checkbox on each card for the list's bulk actions */
  selection?: BulkSelection<T>;
}

/**
 * A list under the mobile breakpoint (Ant Design Pro's list style): one card per row with its heading, its
 * status beside it, the fields the page chose as label and value lines and the row's actions at the foot.
 * The cells are the table's own (same renders), so a card says what its row says.
 */
export function ListCards<T extends object>({
  rows,
  rowKey,
  columns,
  card,
  loading,
  state,
  total,
  showTotal,
  onStateChange,
  selection,
}: ListCardsProps<T>) {
  const { t } = useTranslation();
  const byKey = new Map(columns.map((c) => [c.key, c]));
  const cell = (key: string | undefined, row: T, index: number): ReactNode => {
    const column = key ? byKey.get(key) : undefined;
    return column ? cellOf(column, row, index) : null;
  };

  // A card's height before the browser has laid it out (list.css: cards off the screen are not laid out until
  // they come near it): its head, foot and padding, and a line per field, as drawn at phone widths.
  const shownFields = card.fields.filter((key) => byKey.has(key)).length;
  const cardSize = { containIntrinsicSize: `auto ${62 + 26 * shownFields}px` };

  // The first answer not in yet: neither "no data" nor a pager of 0 (the pager, drawn under the empty list, moved
  // down when the rows came: a layout shift); the spinner alone until then.
  const waiting = loading && rows.length === 0;

  return (
    <Spin spinning={loading}>
      <div className={waiting ? 'list-cards list-cards-waiting' : 'list-cards'}>
        {rows.length === 0 && !waiting && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('list.empty')} />}
        {rows.map((row, index) => {
          const actions = cell(ACTIONS_KEY, row, index);
          return (
            <article key={String(row[rowKey])} className="list-card" data-testid="list-card" style={cardSize}>
              <div className="list-card-head">
                {selection && (
                  <Checkbox
                    className="list-card-check"
                    aria-label={t('list.bulkSelectRow', { name: selection.labelOf(row) })}
                    checked={selection.allMatching || selection.picked.has(selection.keyOf(row))}
                    onChange={(e) => selection.toggle(row, e.target.checked)}
                  />
                )}
                <div className="list-card-title">{cell(card.title, row, index)}</div>
                {card.extra && <div className="list-card-extra">{cell(card.extra, row, index)}</div>}
              </div>
              <dl className="list-card-fields">
                {card.fields.map((key) => {
                  const column = byKey.get(key);
                  if (!column) return null;
                  return (
                    <div key={key} className="list-card-field">
                      <dt>{column.title as ReactNode}</dt>
                      <dd>{cellOf(column, row, index)}</dd>
                    </div>
                  );
                })}
              </dl>
              {actions && <div className="list-card-actions">{actions}</div>}
            </article>
          );
        })}
      </div>
      {!waiting && (
        <Pagination
          className="list-cards-pager"
          align="center"
          size="small"
          current={state.pageNum}
          pageSize={state.pageSize}
          total={total}
          showSizeChanger={false}
          showTotal={showTotal}
          hideOnSinglePage={false}
          onChange={(pageNum) => onStateChange({ ...state, pageNum })}
        />
      )}
    </Spin>
  );
}

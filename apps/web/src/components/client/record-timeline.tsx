import { fieldLabel } from '@console/domain/field-labels';
import type { Timeline as TimelineAnswer, TimelineEntry } from '@console/domain/schemas/timeline';
import { useQuery } from '@tanstack/react-query';
import { Alert, Empty, Spin, Timeline, Typography } from 'antd';
import dayjs from 'dayjs';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { getData } from '../../lib/http/client';
import { useLocale } from '../../lib/i18n/use-locale';
import './timeline-i18n';

export interface RecordTimelineProps {
  /** the record's timeline call, e.g. `client/order/12/timeline` */
  url: string;
  /** its key from lib/query-keys.ts, under the record's detail so a write that refreshes the detail refreshes it */
  queryKey: readonly unknown[];
  /** a status as the record's own list shows it */
  statusLabel: (status: string) => string;
  testId?: string;
}

const COLORS: Record<TimelineEntry['kind'], string> = { event: 'blue', chat: 'green', call: 'gray', notice: 'orange' };

/**
 * A record's whole story (the timeline API), oldest first as it happened: each change with who, from where, why
 * and its fields before → after, and the chats, calls and notices that concern the record.
 */
export function RecordTimeline({ url, queryKey, statusLabel, testId }: RecordTimelineProps) {
  const { t } = useTranslation();
  const query = useQuery({ queryKey, queryFn: () => getData<TimelineAnswer>(url) });
  return (
    <section data-testid={testId} aria-label={t('timeline.title')}>
      <Typography.Title level={5}>{t('timeline.title')}</Typography.Title>
      {query.isPending ? (
        <Spin />
      ) : query.isError ? (
        <Alert type="warning" showIcon message={t('timeline.failed')} />
      ) : query.data.entries.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('timeline.empty')} />
      ) : (
        <Timeline
          items={query.data.entries.map((e) => ({
            key: e.id,
            color: COLORS[e.kind],
            children: <Entry entry={e} statusLabel={statusLabel} t={t} />,
          }))}
        />
      )}
    </section>
  );
}

function Entry({
  entry: e,
  statusLabel,
  t,
}: {
  entry: TimelineEntry;
  statusLabel: (status: string) => string;
  t: TFunction;
}) {
  const locale = useLocale();
  // the system is named by the step or job that acted (settle, …): its label when the catalogue has one
  const name =
    e.actorType === 'system' && e.actorName
      ? t(`timeline.action.${e.actorName}`, { defaultValue: e.actorName })
      : e.actorName;
  const who = [e.actorType ? t(`timeline.actor.${e.actorType}`) : null, name].filter(Boolean).join(' ');
  return (
    <div data-testid="timeline-entry" style={{ overflowWrap: 'anywhere' }}>
      <Typography.Text strong>{titleOf(e, t)}</Typography.Text>{' '}
      <Typography.Text type="secondary">
        {who && `${who} · `}
        {dayjs(e.createdAt).format('YYYY-MM-DD HH:mm:ss')}
      </Typography.Text>
      {e.toStatus !== null && (
        <div>
          {e.fromStatus !== null && `${statusLabel(e.fromStatus)} → `}
          {statusLabel(e.toStatus)}
        </div>
      )}
      {e.changes.length > 0 && (
        <ul style={{ margin: 0, paddingInlineStart: 18 }}>
          {e.changes.map((c) => (
            <li key={c.field}>
              {t('timeline.change', {
                field: fieldLabel(c.field, locale),
                before: c.before ?? t('timeline.none'),
                after: c.after ?? t('timeline.none'),
                interpolation: { escapeValue: false },
              })}
            </li>
          ))}
        </ul>
      )}
      {e.note && (
        <div>
          {e.kind === 'event' ? t('timeline.reason', { note: e.note, interpolation: { escapeValue: false } }) : e.note}
        </div>
      )}
      {e.kind === 'call' && (
        <div>
          {[
            e.params.number,
            e.params.seconds !== undefined ? t('timeline.call.seconds', { n: e.params.seconds }) : null,
          ]
            .filter(Boolean)
            .join(' · ')}
        </div>
      )}
      {e.ip && <Typography.Text type="secondary">{t('timeline.ip', { ip: e.ip })}</Typography.Text>}
    </div>
  );
}

/** What happened: the action of a change, the kind and direction of a call, the kind of a notice or message. */
function titleOf(e: TimelineEntry, t: TFunction): string {
  const known = (key: string) => t(key, { defaultValue: '' }) || null;
  if (e.kind === 'event') return known(`timeline.action.${e.action}`) ?? e.action;
  if (e.kind === 'call') return known(`timeline.call.${e.action}`) ?? t('timeline.kind.call');
  if (e.kind === 'notice') return known(`timeline.notice.${e.action}`) ?? t('timeline.kind.notice');
  return `${t('timeline.kind.chat')} ${e.action === 'text' ? '' : t(`timeline.chat.${e.action}`)}`.trim();
}

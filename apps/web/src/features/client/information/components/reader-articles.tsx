import { EyeOutlined } from '@ant-design/icons';
import type { ArticleRow } from '@console/domain/schemas/article';
import { READER_TABS } from '@console/domain/schemas/article';
import { Card, Input, List, Space, Tabs, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExportButton } from '../../../../components/export-button';
import { withFilters } from '../../../../lib/list/list-state';
import { useListState } from '../../../../lib/list/use-list-state';
import { useArticles } from '../api/get-articles';
import { ArticleDetailDrawer } from './article-detail-drawer';

type Tab = keyof typeof READER_TABS;
const TABS = Object.keys(READER_TABS) as Tab[];

/** Enterprise users: published articles meant for them, by tab (news, notices, agreements), read in a drawer. */
export function ReaderArticles() {
  const { t } = useTranslation();
  const [state, setState] = useListState({ pageNum: 1, pageSize: 10, filters: { tab: 'news' } });
  const tab: Tab = TABS.includes(state.filters.tab as Tab) ? (state.filters.tab as Tab) : 'news';
  const keyword = state.filters.keyword ?? '';
  // The tab's categories and the search: what the list shows, and what the export writes.
  const filters = { category: READER_TABS[tab].join(','), ...(keyword ? { keyword } : {}) };
  const { data, isFetching } = useArticles({ pageNum: state.pageNum, pageSize: state.pageSize, ...filters });
  const [reading, setReading] = useState<number | null>(null);

  const list = (
    <List<ArticleRow>
      className="reader-list"
      itemLayout="vertical"
      loading={isFetching}
      dataSource={data?.rows ?? []}
      locale={{ emptyText: t('information.empty') }}
      pagination={{
        current: state.pageNum,
        pageSize: state.pageSize,
        total: data?.total ?? 0,
        showTotal: (n) => t('list.total', { total: n }),
        onChange: (pageNum, pageSize) => setState({ ...state, pageNum, pageSize }),
      }}
      renderItem={(a) => (
        <List.Item
          key={a.id}
          data-testid="reader-item"
          extra={a.coverUrl ? <img src={a.coverUrl} alt="" /> : null}
          actions={[
            <span key="time">{a.publishedAt ? dayjs(a.publishedAt).format('YYYY-MM-DD') : ''}</span>,
            <span key="views">
              <EyeOutlined /> {t('information.views', { n: a.viewCount })}
            </span>,
            <Typography.Link key="more" onClick={() => setReading(a.id)}>
              {t('information.readMore')}
            </Typography.Link>,
          ]}
        >
          <List.Item.Meta
            title={
              <Typography.Link className="reader-item-title" onClick={() => setReading(a.id)}>
                {a.title}
              </Typography.Link>
            }
            description={a.summary}
          />
        </List.Item>
      )}
    />
  );

  return (
    <Card variant="borderless">
      <Space direction="vertical" style={{ width: '100%' }}>
        <Space wrap style={{ width: '100%', justifyContent: 'space-between' }}>
          <Input.Search
            allowClear
            defaultValue={keyword}
            key={keyword}
            placeholder={t('information.searchPlaceholder')}
            style={{ width: 360, maxWidth: '100%' }}
            onSearch={(v) => setState(withFilters(state, { tab, keyword: v.trim() }))}
          />
          <ExportButton kind="articles" permission="client:information:list" filters={filters} />
        </Space>
        <Tabs
          activeKey={tab}
          onChange={(next) => setState(withFilters(state, { tab: next }))}
          items={TABS.map((key) => ({ key, label: t(`information.tabs.${key}`), children: key === tab ? list : null }))}
        />
      </Space>
      <ArticleDetailDrawer id={reading} onClose={() => setReading(null)} />
    </Card>
  );
}

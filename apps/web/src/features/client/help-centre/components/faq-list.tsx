import type { ArticleRow } from '@console/domain/schemas/article';
import { Collapse, Empty, Input, Pagination, Skeleton, Space } from 'antd';
import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFaq, useFaqs } from '../api/get-faqs';

/** The answer's HTML, sanitised by the server's allow-list when it was saved. */
function Answer({ id, open }: { id: number; open: boolean }) {
  const { data, isPending } = useFaq(id, open);
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (ref.current && data) ref.current.innerHTML = data.content;
  }, [data]);
  if (isPending) return <Skeleton active paragraph={{ rows: 2 }} title={false} />;
  return <div ref={ref} className="article-html faq-answer" />;
}

const PAGE_SIZE = 20;

/** FAQ (category Q) as an accordion, searched by keyword; an answer loads when its question opens. */
export function FaqList({
  keyword,
  pageNum,
  onSearch,
  onPage,
}: {
  keyword: string;
  pageNum: number;
  onSearch: (keyword: string) => void;
  onPage: (pageNum: number) => void;
}) {
  const { t } = useTranslation();
  const { data, isFetching } = useFaqs({ pageNum, pageSize: PAGE_SIZE, ...(keyword ? { keyword } : {}) });
  const [open, setOpen] = useState<string | undefined>();
  const rows: ArticleRow[] = data?.rows ?? [];
  return (
    <Space direction="vertical" style={{ width: '100%' }} size={16}>
      <Input.Search
        allowClear
        key={keyword}
        defaultValue={keyword}
        placeholder={t('helpCentre.faqSearch')}
        style={{ maxWidth: 420 }}
        loading={isFetching}
        onSearch={(v) => onSearch(v.trim())}
        data-testid="faq-search"
      />
      {rows.length === 0 && !isFetching ? (
        <Empty description={t('helpCentre.faqEmpty')} />
      ) : (
        <Collapse
          accordion
          activeKey={open}
          onChange={(keys) => setOpen(Array.isArray(keys) ? keys[0] : keys)}
          items={rows.map((faq) => ({
            key: String(faq.id),
            label: faq.title,
            children: <Answer id={faq.id} open={open === String(faq.id)} />,
          }))}
          data-testid="faq-list"
        />
      )}
      {(data?.total ?? 0) > PAGE_SIZE && (
        <Pagination
          current={pageNum}
          pageSize={PAGE_SIZE}
          total={data?.total ?? 0}
          showSizeChanger={false}
          onChange={onPage}
          align="end"
        />
      )}
    </Space>
  );
}

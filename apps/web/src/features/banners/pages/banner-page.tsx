import { PlusOutlined } from '@ant-design/icons';
import {
  BANNER_LINK_TYPE,
  BANNER_STATUS,
  bannerDisplayKind,
  bannerLinkType,
  bannerSide,
  bannerStatus,
  labelOf,
  optionsOf,
} from '@console/domain/enums';
import type { BannerRow } from '@console/domain/schemas/banner';
import { Button, Image, Switch, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../lib/i18n/use-locale';
import { FilterBar } from '../../../lib/list/filter-bar';
import { KeywordFilter, SelectFilter } from '../../../lib/list/filter-fields';
import type { ListColumn } from '../../../lib/list/list-columns';
import { ListTable } from '../../../lib/list/list-table';
import { actionsColumn } from '../../../lib/list/row-actions';
import { useListPage } from '../../../lib/list/use-list-page';
import { notifySuccess } from '../../../lib/notify';
import { usePermission } from '../../../lib/permissions';
import { useDeleteBanner } from '../api/delete-banner';
import { useBanners } from '../api/get-banners';
import { useSetBannerStatus } from '../api/set-banner-status';
import { BannerFormModal } from '../components/banner-form-modal';
import '../i18n';
import '../banners.css';
import { useConfirmAction } from '../../../lib/confirm-action';

const time = (v: string | null) => (v ? dayjs(v).format('YYYY-MM-DD HH:mm') : null);

/** 系统管理 / 轮播图管理: each side's banners, filtered and sorted on the server; create, edit, on/off, delete. */
export function BannerPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const confirmAction = useConfirmAction();
  const can = usePermission();
  const list = useListPage(useBanners);
  const setStatus = useSetBannerStatus();
  const remove = useDeleteBanner();
  const [editing, setEditing] = useState<BannerRow | null>(null);
  const [open, setOpen] = useState(false);
  const canAdd = can({ all: ['system:banner:add'] });
  const canEdit = can({ all: ['system:banner:edit'] });
  const canRemove = can({ all: ['system:banner:remove'] });

  const openForm = (row: BannerRow | null) => {
    setEditing(row);
    setOpen(true);
  };
  const toggle = async (row: BannerRow, on: boolean) => {
    await setStatus.mutateAsync({ id: row.id, status: on ? BANNER_STATUS.on : BANNER_STATUS.off });
    notifySuccess(t(on ? 'banner.switchedOn' : 'banner.switchedOff'));
  };
  const confirmRemove = (row: BannerRow) =>
    confirmAction({
      content: t('banner.removeConfirm', { title: row.title }),
      danger: true,
      onOk: async () => {
        await remove.mutateAsync(row.id);
        notifySuccess(t('banner.removed'));
      },
    });

  const columns: ListColumn<BannerRow>[] = [
    {
      key: 'image',
      title: t('banner.image'),
      dataIndex: 'imageUrl',
      width: 132,
      render: (v: string, r) => (
        <Image src={v} alt={r.title} width={112} height={28} style={{ objectFit: 'cover', borderRadius: 4 }} />
      ),
    },
    { key: 'title', title: t('banner.title'), dataIndex: 'title', width: 220, ellipsis: true },
    {
      key: 'side',
      title: t('banner.side'),
      dataIndex: 'side',
      render: (v: string) => labelOf(bannerSide, v, locale),
    },
    {
      key: 'displayKind',
      title: t('banner.displayKind'),
      dataIndex: 'displayKind',
      render: (v: string) => <Tag bordered={false}>{labelOf(bannerDisplayKind, v, locale)}</Tag>,
    },
    {
      key: 'link',
      title: t('banner.link'),
      dataIndex: 'link',
      width: 240,
      render: (v: string, r) => (
        <span className="banner-link-cell">
          <Tag bordered={false} color={r.linkType === BANNER_LINK_TYPE.internal ? 'blue' : 'purple'}>
            {labelOf(bannerLinkType, r.linkType, locale)}
          </Tag>
          <Typography.Text ellipsis={{ tooltip: v }} style={{ minWidth: 0, maxWidth: 150 }}>
            {v}
          </Typography.Text>
        </span>
      ),
    },
    {
      key: 'startAt',
      title: t('banner.period'),
      dataIndex: 'startAt',
      sorter: true,
      render: (v: string | null, r) =>
        v || r.endAt ? `${time(v) ?? '…'} ~ ${time(r.endAt) ?? '…'}` : t('banner.always'),
    },
    { key: 'sort', title: t('banner.sort'), dataIndex: 'sort', sorter: true },
    {
      key: 'status',
      title: t('banner.status'),
      dataIndex: 'status',
      render: (v: string, r) =>
        canEdit ? (
          <Switch
            checked={v === BANNER_STATUS.on}
            aria-label={t('banner.switchLabel', { title: r.title })}
            loading={setStatus.isPending && setStatus.variables?.id === r.id}
            onChange={(on) => void toggle(r, on).catch(() => {})}
            data-testid="banner-status"
          />
        ) : (
          <Tag color={v === BANNER_STATUS.on ? 'green' : 'default'}>{labelOf(bannerStatus, v, locale)}</Tag>
        ),
    },
    {
      key: 'updatedBy',
      title: t('banner.updatedBy'),
      dataIndex: 'updatedByName',
      render: (v: string | null, r) => [v ?? r.createdByName, time(r.updatedAt)].filter(Boolean).join(' '),
    },
    { key: 'createdAt', title: t('banner.createdAt'), dataIndex: 'createdAt', sorter: true, render: time },
    ...actionsColumn<BannerRow>(
      t('list.actions'),
      (r) => [
        { key: 'edit', label: t('banner.editAction'), show: canEdit, onClick: () => openForm(r) },
        {
          key: 'remove',
          label: t('banner.remove'),
          show: canRemove,
          danger: true,
          onClick: () => confirmRemove(r),
        },
      ],
      canEdit || canRemove,
    ),
  ];

  return (
    <div className="page system-banner-page">
      <FilterBar
        {...list.filterBar}
        extra={
          canAdd && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => openForm(null)}>
              {t('banner.add')}
            </Button>
          )
        }
      >
        <KeywordFilter placeholder={t('banner.keyword')} />
        <SelectFilter name="side" label={t('banner.side')} width={130} options={optionsOf(bannerSide, locale)} />
        <SelectFilter
          name="displayKind"
          label={t('banner.displayKind')}
          width={120}
          options={optionsOf(bannerDisplayKind, locale)}
        />
        <SelectFilter name="status" label={t('banner.status')} width={110} options={optionsOf(bannerStatus, locale)} />
      </FilterBar>
      <ListTable<BannerRow>
        {...list.table}
        rowKey="id"
        columns={columns}
        card={{ title: 'title', extra: 'status', fields: ['image', 'side', 'displayKind', 'link', 'startAt', 'sort'] }}
      />
      <BannerFormModal open={open} row={editing} onClose={() => setOpen(false)} />
    </div>
  );
}

import {
  BANNER_LINK_TYPE,
  BANNER_SIDE,
  type BannerDisplayKind,
  type BannerLinkType,
  type BannerSide,
  type BannerStatus,
  bannerDisplayKind,
  bannerLinkType,
  bannerSide,
  bannerStatus,
  optionsOf,
} from '@console/domain/enums';
import {
  BANNER_LINK_MAX,
  BANNER_SORT_MAX,
  BANNER_TITLE_MAX,
  type BannerRow,
  isBannerLink,
} from '@console/domain/schemas/banner';
import { AutoComplete, DatePicker, Form, Input, InputNumber, Radio } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/form-modal';
import type { SubmitRequest } from '../../../lib/form/submission';
import { currentLanguage } from '../../../lib/i18n/i18n';
import { useLocale } from '../../../lib/i18n/use-locale';
import { notifySuccess } from '../../../lib/notify';
import { buildRoutes } from '../../../lib/routes/dynamic-routes';
import { useSession } from '../../../lib/session';
import { PictureUpload } from '../../../lib/upload/picture-upload';
import type { UploadItem } from '../../../lib/upload/rules';
import { useSaveBanner } from '../api/save-banner';

interface Values {
  title: string;
  image: UploadItem[];
  side: BannerSide;
  displayKind: BannerDisplayKind;
  linkType: BannerLinkType;
  /** the route (I) and the URL (W) are kept apart, so switching the type never carries one into the other */
  route?: string;
  url?: string;
  period?: [Dayjs | null, Dayjs | null] | null;
  sort: number;
  status: BannerStatus;
}

/** The freelancer page's tabs, suggested as routes of the freelancer side. */
const FREELANCER_ROUTES = ['/m/messages', '/m/orders', '/m/tasks', '/m/notices', '/m/me'];

const fileName = (url: string) => decodeURIComponent(url.split('/').pop() ?? url);

function initialOf(row: BannerRow | null): Partial<Values> {
  if (!row) {
    return {
      side: BANNER_SIDE.enterprise,
      displayKind: 'L',
      linkType: BANNER_LINK_TYPE.internal,
      sort: 0,
      status: '1',
      image: [],
    };
  }
  const internal = row.linkType === BANNER_LINK_TYPE.internal;
  return {
    title: row.title,
    image: [{ url: row.imageUrl, fileName: fileName(row.imageUrl) }],
    side: row.side,
    displayKind: row.displayKind,
    linkType: row.linkType,
    route: internal ? row.link : undefined,
    url: internal ? undefined : row.link,
    period:
      row.startAt || row.endAt ? [row.startAt ? dayjs(row.startAt) : null, row.endAt ? dayjs(row.endAt) : null] : null,
    sort: row.sort,
    status: row.status,
  };
}

/** The console pages the signed-in user's menu opens, as route suggestions for the enterprise side. */
function useConsoleRoutes() {
  const menu = useSession((s) => s.menu);
  return useMemo(() => {
    if (!menu) return [];
    try {
      const english = currentLanguage() === 'en';
      return buildRoutes(menu)
        .pages.filter((p) => p.component && !p.hidden)
        .map((p) => {
          const path = p.path.replace(/\/index$/, '');
          return { value: path, label: `${english ? (p.titleEn ?? p.title) : p.title}  ${path}` };
        });
    } catch {
      return [];
    }
  }, [menu]);
}

/** Create (row null) or edit a banner: image, title, side, display kind, link by type, period, sort, status. */
export function BannerFormModal({ open, row, onClose }: { open: boolean; row: BannerRow | null; onClose: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const save = useSaveBanner();
  const consoleRoutes = useConsoleRoutes();

  const submit = async (v: Values, request: SubmitRequest) => {
    const internal = v.linkType === BANNER_LINK_TYPE.internal;
    const [start, end] = v.period ?? [null, null];
    await save.mutateAsync({
      id: row?.id ?? null,
      body: {
        title: v.title.trim(),
        imageUrl: v.image[0]?.url ?? '',
        side: v.side,
        displayKind: v.displayKind,
        linkType: v.linkType,
        link: ((internal ? v.route : v.url) ?? '').trim(),
        startAt: start ? start.toISOString() : '',
        endAt: end ? end.toISOString() : '',
        sort: v.sort ?? 0,
        status: v.status,
      },
      request,
    });
    notifySuccess(t('banner.saved'));
    onClose();
  };

  const linkRule = (type: BannerLinkType, message: string) => ({
    validator: (_: unknown, value: string | undefined) =>
      !value?.trim() || isBannerLink(type, value.trim()) ? Promise.resolve() : Promise.reject(new Error(message)),
  });

  return (
    <FormModal<Values>
      key={row?.id ?? 'new'}
      open={open}
      title={row ? t('banner.edit') : t('banner.add')}
      onCancel={onClose}
      onSubmit={submit}
      initialValues={initialOf(row)}
      formProps={{ 'data-testid': 'banner-form' }}
    >
      <Form.Item
        name="title"
        label={t('banner.title')}
        rules={[{ required: true, whitespace: true, message: t('banner.titleRequired') }]}
      >
        <Input maxLength={BANNER_TITLE_MAX} showCount />
      </Form.Item>
      <Form.Item
        name="image"
        label={t('banner.image')}
        rules={[{ required: true, type: 'array', min: 1, message: t('banner.imageRequired') }]}
      >
        <PictureUpload path="banner" limit={1} />
      </Form.Item>
      <Form.Item name="side" label={t('banner.side')}>
        <Radio.Group options={optionsOf(bannerSide, locale)} />
      </Form.Item>
      <Form.Item name="displayKind" label={t('banner.displayKind')}>
        <Radio.Group options={optionsOf(bannerDisplayKind, locale)} />
      </Form.Item>
      <Form.Item name="linkType" label={t('banner.linkType')}>
        <Radio.Group options={optionsOf(bannerLinkType, locale)} />
      </Form.Item>
      <Form.Item noStyle dependencies={['linkType', 'side']}>
        {({ getFieldValue }) =>
          getFieldValue('linkType') === BANNER_LINK_TYPE.internal ? (
            <Form.Item
              name="route"
              label={t('banner.link')}
              extra={t('banner.routeHelp')}
              rules={[
                { required: true, whitespace: true, message: t('banner.linkRequired') },
                linkRule(BANNER_LINK_TYPE.internal, t('banner.routeInvalid')),
              ]}
            >
              <AutoComplete
                options={
                  getFieldValue('side') === BANNER_SIDE.freelancer
                    ? FREELANCER_ROUTES.map((value) => ({ value, label: value }))
                    : consoleRoutes
                }
                filterOption={(input, option) => String(option?.label ?? option?.value).includes(input)}
                maxLength={BANNER_LINK_MAX}
                placeholder="/client/task/taskList"
                data-testid="banner-route"
              />
            </Form.Item>
          ) : (
            <Form.Item
              name="url"
              label={t('banner.link')}
              extra={t('banner.urlHelp')}
              rules={[
                { required: true, whitespace: true, message: t('banner.linkRequired') },
                linkRule(BANNER_LINK_TYPE.external, t('banner.urlInvalid')),
              ]}
            >
              <Input type="url" maxLength={BANNER_LINK_MAX} placeholder="https://" data-testid="banner-url" />
            </Form.Item>
          )
        }
      </Form.Item>
      {/* the hint is not tied to the inputs (aria-describedby would be the end input's only name for axe) */}
      <Form.Item label={t('banner.period')} htmlFor="period">
        <Form.Item name="period" noStyle>
          <DatePicker.RangePicker
            id="period"
            showTime={{ format: 'HH:mm' }}
            format="YYYY-MM-DD HH:mm"
            allowEmpty={[true, true]}
            placeholder={[t('banner.periodStart'), t('banner.periodEnd')]}
            style={{ width: '100%' }}
          />
        </Form.Item>
        <div className="ant-form-item-extra">{t('banner.periodHelp')}</div>
      </Form.Item>
      <Form.Item name="sort" label={t('banner.sort')}>
        <InputNumber min={0} max={BANNER_SORT_MAX} precision={0} style={{ width: 160 }} />
      </Form.Item>
      <Form.Item name="status" label={t('banner.status')}>
        <Radio.Group options={optionsOf(bannerStatus, locale)} />
      </Form.Item>
    </FormModal>
  );
}

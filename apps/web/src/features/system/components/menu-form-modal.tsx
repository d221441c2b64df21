import type { MenuRow } from '@console/domain/schemas/admin';
import { Col, Form, Input, InputNumber, Radio, Row, Select, Switch, TreeSelect } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/form-modal';
import { MENU_ICON_NAMES, MenuIcon } from '../../../layout/menu-icon';
import type { SubmitRequest } from '../../../lib/form/submission';
import { notifySuccess } from '../../../lib/notify';
import { useSaveMenu } from '../api/menus';

type Values = Omit<MenuRow, 'id' | 'parentId'> & { parentId: number };

const FLAGS = ['hidden', 'affix', 'noCache', 'keepAlive', 'isExternal'] as const;
const PERMS = /^[A-Za-z][A-Za-z0-9_:-]*$/;

interface TreeOption {
  value: number;
  title: string;
  children?: TreeOption[];
}

/** Add (editing null, under `parentId`) or edit a menu: every field of the route, its flags and its code. */
export function MenuFormModal({
  open,
  editing,
  parentId,
  menus,
  onClose,
}: {
  open: boolean;
  editing: MenuRow | null;
  parentId: number | null;
  menus: MenuRow[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const save = useSaveMenu();
  const parents = useMemo(() => {
    const build = (pid: number | null): TreeOption[] =>
      menus
        .filter((m) => m.parentId === pid && m.menuType !== 'F' && m.id !== editing?.id)
        .map((m) => ({ value: m.id, title: m.title, children: build(m.id) }));
    return [{ value: 0, title: t('system.topLevel'), children: build(null) }];
  }, [menus, editing, t]);

  const submit = async (v: Values, request: SubmitRequest) => {
    await save.mutateAsync({
      id: editing?.id ?? null,
      body: { ...v, parentId: v.parentId === 0 ? null : v.parentId },
      request,
    });
    notifySuccess(t('system.saved'));
    onClose();
  };

  const initial: Partial<Values> = editing
    ? { ...editing, parentId: editing.parentId ?? 0 }
    : {
        parentId: parentId ?? 0,
        menuType: 'C',
        sort: 0,
        status: '1',
        keepAlive: true,
        hidden: false,
        affix: false,
        noCache: false,
        isExternal: false,
      };

  // Mounted afresh for each opening: the form starts from exactly this menu.
  if (!open) return null;
  return (
    <FormModal<Values>
      key={editing?.id ?? `new-${parentId}`}
      open
      title={editing ? t('system.editMenu') : t('system.addMenu')}
      onCancel={onClose}
      onSubmit={submit}
      initialValues={initial}
      formProps={{ 'data-testid': 'menu-form' }}
    >
      <Form.Item name="parentId" label={t('system.parentMenu')}>
        <TreeSelect treeData={parents} treeDefaultExpandAll showSearch treeNodeFilterProp="title" />
      </Form.Item>
      <Form.Item name="menuType" label={t('system.menuType')}>
        <Radio.Group
          options={(['M', 'C', 'F'] as const).map((k) => ({ value: k, label: t(`system.menuTypes.${k}`) }))}
        />
      </Form.Item>
      <Row gutter={12}>
        <Col xs={24} sm={12}>
          <Form.Item
            name="title"
            label={t('system.menuTitle')}
            rules={[{ required: true, whitespace: true, message: t('system.menuTitleRequired') }]}
          >
            <Input maxLength={100} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="titleEn" label={t('system.menuTitleEn')}>
            <Input maxLength={100} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item noStyle dependencies={['menuType']}>
        {({ getFieldValue }) =>
          getFieldValue('menuType') === 'F' ? null : (
            <>
              <Row gutter={12}>
                <Col xs={24} sm={12}>
                  <Form.Item name="path" label={t('system.routePath')}>
                    <Input maxLength={200} />
                  </Form.Item>
                </Col>
                <Col xs={24} sm={12}>
                  <Form.Item name="name" label={t('system.routeName')}>
                    <Input maxLength={100} />
                  </Form.Item>
                </Col>
                <Col xs={24} sm={12}>
                  <Form.Item name="component" label={t('system.componentKey')}>
                    <Input maxLength={200} />
                  </Form.Item>
                </Col>
                <Col xs={24} sm={12}>
                  <Form.Item name="icon" label={t('system.icon')}>
                    <Select
                      allowClear
                      showSearch
                      options={MENU_ICON_NAMES.map((name) => ({
                        value: name,
                        label: (
                          <span>
                            <MenuIcon name={name} /> {name}
                          </span>
                        ),
                      }))}
                      optionFilterProp="value"
                    />
                  </Form.Item>
                </Col>
                <Col xs={24} sm={12}>
                  <Form.Item name="activeMenu" label={t('system.activeMenu')}>
                    <Input maxLength={200} />
                  </Form.Item>
                </Col>
              </Row>
              <Row gutter={12}>
                {FLAGS.map((flag) => (
                  <Col key={flag} xs={12} sm={8}>
                    <Form.Item name={flag} label={t(`system.${flag}`)} valuePropName="checked">
                      <Switch />
                    </Form.Item>
                  </Col>
                ))}
              </Row>
            </>
          )
        }
      </Form.Item>
      <Row gutter={12}>
        <Col xs={24} sm={12}>
          <Form.Item
            name="perms"
            label={t('system.perms')}
            rules={[{ pattern: PERMS, message: t('system.permsRule') }]}
          >
            <Input maxLength={100} />
          </Form.Item>
        </Col>
        <Col xs={12} sm={6}>
          <Form.Item name="sort" label={t('system.sort')}>
            <InputNumber min={0} max={9999} precision={0} />
          </Form.Item>
        </Col>
        <Col xs={12} sm={6}>
          <Form.Item name="status" label={t('system.status')}>
            <Select
              options={[
                { value: '1', label: t('system.statusValid') },
                { value: '0', label: t('system.statusDisabled') },
              ]}
            />
          </Form.Item>
        </Col>
      </Row>
    </FormModal>
  );
}

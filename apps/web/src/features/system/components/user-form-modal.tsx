import { optionsOf, USER_TYPE, userType } from '@console/domain/enums';
import { IpRule, type UserRow } from '@console/domain/schemas/admin';
import { isMobilePhone } from '@console/domain/validators';
import { App, Form, Input, Radio, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { EnterpriseSelect } from '../../../components/client/enterprise-select';
import { FormModal } from '../../../components/form-modal';
import { nextStep } from '../../../lib/form/submission';
import { useLocale } from '../../../lib/i18n/use-locale';
import { notifySuccess } from '../../../lib/notify';
import { useSession } from '../../../lib/session';
import { useCreateUser } from '../api/create-user';
import { useRoleOptions } from '../api/get-role-options';
import { useSetUserRoles } from '../api/set-user-roles';
import { useUpdateUser } from '../api/update-user';
import { DeptSelect } from './dept-select';
import { showOneTimePassword } from './one-time-password';

interface Values {
  username: string;
  name: string;
  userType: '01' | '02';
  enterpriseId?: string;
  roleIds: number[];
  phone?: string;
  email?: string;
  ipAllowList: string[];
  socketId?: string;
  deptId?: number | null;
}

const USERNAME = /^[A-Za-z0-9_.@-]{2,64}$/;
const SOCKET_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** Create (row null) or edit a user: type and enterprise on creation, then name, contact, roles, IP list, chat id. */
export function UserFormModal({
  open,
  row,
  canSetRoles,
  onClose,
}: {
  open: boolean;
  row: UserRow | null;
  canSetRoles: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { modal } = App.useApp();
  const roles = useRoleOptions(open);
  const create = useCreateUser();
  const update = useUpdateUser();
  const setRoles = useSetUserRoles();
  const editing = row !== null;
  const staff = useSession((s) => s.user?.userType === USER_TYPE.system);

  const initialValues: Partial<Values> = row
    ? {
        username: row.username,
        name: row.name,
        userType: row.userType,
        roleIds: row.roles.map((r) => r.id),
        phone: row.phone ?? '',
        email: row.email ?? '',
        ipAllowList: row.ipAllowList,
        socketId: row.socketId ?? '',
        deptId: row.deptId,
      }
    : { userType: USER_TYPE.system, roleIds: [], ipAllowList: [] };

  const submit = async (v: Values, request: Parameters<typeof create.mutateAsync>[0]['request']) => {
    const enterprise = v.userType === USER_TYPE.enterprise;
    const common = {
      name: v.name.trim(),
      phone: v.phone?.trim() ?? '',
      email: v.email?.trim() ?? '',
      ipAllowList: v.ipAllowList,
      socketId: enterprise ? (v.socketId?.trim() ?? '') : '',
      ...(enterprise ? { deptId: v.deptId ?? null } : {}),
    };
    if (!row) {
      const answer = await create.mutateAsync({
        body: {
          ...common,
          username: v.username.trim(),
          userType: v.userType,
          enterpriseId: enterprise ? v.enterpriseId : undefined,
          roleIds: v.roleIds,
        },
        request,
      });
      onClose();
      showOneTimePassword(modal, t, v.username.trim(), answer);
      return answer;
    }
    await update.mutateAsync({ id: row.id, body: common, request });
    const before = row.roles.map((r) => r.id).sort();
    const after = [...v.roleIds].sort();
    if (canSetRoles && JSON.stringify(before) !== JSON.stringify(after)) {
      await setRoles.mutateAsync({ id: row.id, roleIds: v.roleIds, request: nextStep(request, 'roles') });
    }
    notifySuccess(t('system.saved'));
    onClose();
    return null;
  };

  // Mounted afresh for each opening: the form starts from exactly this row.
  if (!open) return null;
  return (
    <FormModal<Values>
      key={row?.id ?? 'new'}
      open
      title={editing ? t('system.editUser') : t('system.addUser')}
      onCancel={onClose}
      onSubmit={submit}
      initialValues={initialValues}
      formProps={{ 'data-testid': 'user-form' }}
    >
      <Form.Item
        name="username"
        label={t('system.username')}
        rules={[
          { required: true, whitespace: true, message: t('system.usernameRequired') },
          { pattern: USERNAME, message: t('system.usernameRule') },
        ]}
      >
        <Input maxLength={64} disabled={editing} autoComplete="off" />
      </Form.Item>
      <Form.Item
        name="name"
        label={t('system.name')}
        rules={[{ required: true, whitespace: true, message: t('system.nameRequired') }]}
      >
        <Input maxLength={64} />
      </Form.Item>
      <Form.Item
        name="userType"
        label={t('system.userType')}
        rules={[{ required: true, message: t('system.userTypeRequired') }]}
      >
        <Radio.Group disabled={editing} options={optionsOf(userType, locale)} />
      </Form.Item>
      <Form.Item noStyle dependencies={['userType']}>
        {({ getFieldValue }) =>
          getFieldValue('userType') === USER_TYPE.enterprise ? (
            <>
              {!editing && (
                <Form.Item
                  name="enterpriseId"
                  label={t('system.enterprise')}
                  rules={[{ required: true, message: t('system.enterpriseRequired') }]}
                >
                  <EnterpriseSelect width="100%" />
                </Form.Item>
              )}
              <Form.Item noStyle dependencies={['enterpriseId']}>
                {() => {
                  // staff pick the enterprise first; an enterprise user's departments are their own
                  const chosen = editing ? row.enterpriseId : Number(getFieldValue('enterpriseId')) || null;
                  return (
                    <Form.Item name="deptId" label={t('system.dept')}>
                      <DeptSelect enterpriseId={chosen} enabled={chosen !== null || !staff} />
                    </Form.Item>
                  );
                }}
              </Form.Item>
              <Form.Item
                name="socketId"
                label={t('system.socketId')}
                extra={t('system.socketIdHelp')}
                rules={[{ pattern: SOCKET_ID, message: t('system.socketIdRule') }]}
              >
                <Input maxLength={64} />
              </Form.Item>
            </>
          ) : null
        }
      </Form.Item>
      {(!editing || canSetRoles) && (
        <Form.Item name="roleIds" label={t('system.roles')}>
          <Select
            mode="multiple"
            loading={roles.isFetching}
            optionFilterProp="label"
            options={(roles.data ?? []).map((r) => ({ value: r.id, label: r.name }))}
            data-testid="user-roles"
          />
        </Form.Item>
      )}
      <Form.Item
        name="phone"
        label={t('system.phone')}
        rules={[
          {
            validator: (_, v: string | undefined) =>
              !v || isMobilePhone(v.trim()) ? Promise.resolve() : Promise.reject(new Error(t('system.phoneInvalid'))),
          },
        ]}
      >
        <Input maxLength={20} />
      </Form.Item>
      <Form.Item name="email" label={t('system.email')} rules={[{ type: 'email', message: t('system.emailInvalid') }]}>
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item
        name="ipAllowList"
        label={t('system.ipAllowList')}
        extra={t('system.ipAllowListHelp')}
        rules={[
          {
            validator: (_, v: string[] | undefined) =>
              (v ?? []).every((ip) => IpRule.safeParse(ip).success)
                ? Promise.resolve()
                : Promise.reject(new Error(t('system.ipInvalid'))),
          },
        ]}
      >
        <Select mode="tags" open={false} tokenSeparators={[',', ' ']} suffixIcon={null} />
      </Form.Item>
    </FormModal>
  );
}

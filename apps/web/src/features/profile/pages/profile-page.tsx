import { CameraOutlined } from '@ant-design/icons';
import { isMobilePhone } from '@console/domain/validators';
import { Avatar, Button, Card, Col, Descriptions, Form, Input, Row, Spin, Tabs, Tag, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HttpError } from '../../../lib/http/http-error';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useSession } from '../../../lib/session';
import { CARD_COMPRESS_BYTES, compressedName, compressImage } from '../../../lib/upload/compress';
import { uploadFile } from '../../../lib/upload/upload-file';
import { useChangePassword } from '../api/change-password';
import { type ProfileBody, useUpdateProfile } from '../api/update-profile';

const PASSWORD_RULE = /^(?=.*[A-Za-z])(?=.*\d).{8,64}$/;

export function ProfilePage() {
  const { t } = useTranslation();
  const user = useSession((s) => s.user);
  if (!user) return null;
  const roles = user.roleName ? user.roleName.split(',').filter(Boolean) : [];
  return (
    <div className="page profile">
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={8}>
          <Card variant="borderless" title={t('profile.info')}>
            <AvatarEditor />
            <Descriptions
              column={1}
              size="small"
              items={[
                { key: 'username', label: t('profile.username'), children: user.username },
                { key: 'name', label: t('profile.name'), children: user.name },
                { key: 'phone', label: t('profile.phone'), children: user.phone || '-' },
                { key: 'email', label: t('profile.email'), children: user.email || '-' },
                { key: 'userType', label: t('profile.userType'), children: t(`userType.${user.userType}`) },
                {
                  key: 'roles',
                  label: t('profile.roles'),
                  children: roles.map((r) => (
                    <Tag key={r} color="blue">
                      {r}
                    </Tag>
                  )),
                },
                ...(user.enterpriseName
                  ? [{ key: 'enterprise', label: t('profile.enterprise'), children: user.enterpriseName }]
                  : []),
                ...(user.parkName ? [{ key: 'park', label: t('profile.park'), children: user.parkName }] : []),
              ]}
            />
          </Card>
        </Col>
        <Col xs={24} lg={16}>
          <Card variant="borderless">
            <Tabs
              items={[
                { key: 'basic', label: t('profile.basic'), children: <BasicForm /> },
                { key: 'password', label: t('profile.changePassword'), children: <PasswordForm /> },
              ]}
            />
          </Card>
        </Col>
      </Row>
    </div>
  );
}

function AvatarEditor() {
  const { t } = useTranslation();
  const user = useSession((s) => s.user);
  const update = useUpdateProfile();
  const [busy, setBusy] = useState(false);
  return (
    <div style={{ display: 'flex', justifyContent: 'center', marginBottom: 16 }}>
      <Upload
        accept=".png,.jpg,.jpeg,.gif"
        showUploadList={false}
        customRequest={async ({ file }) => {
          setBusy(true);
          try {
            const original = file as File;
            const blob = await compressImage(original, CARD_COMPRESS_BYTES);
            const name = compressedName(original.name, original, blob);
            const uploaded = await uploadFile(blob, name, { path: 'avatar', silent: true });
            await update.mutateAsync({ wxHead: uploaded.url });
            notifySuccess(t('profile.avatarSaved'));
          } catch (e) {
            notifyError(e instanceof HttpError ? e.message : t('upload.imageFailed'));
          } finally {
            setBusy(false);
          }
        }}
      >
        <button type="button" className="avatar-edit" aria-label={t('profile.changeAvatar')}>
          <Spin spinning={busy}>
            <Avatar size={96} src={user?.wxHead || undefined}>
              {user?.name?.slice(0, 1)}
            </Avatar>
          </Spin>
          <span className="avatar-edit-mask">
            <CameraOutlined />
          </span>
        </button>
      </Upload>
    </div>
  );
}

function BasicForm() {
  const { t } = useTranslation();
  const user = useSession((s) => s.user);
  const update = useUpdateProfile();
  return (
    <Form<ProfileBody>
      layout="vertical"
      style={{ maxWidth: 480 }}
      initialValues={{ name: user?.name, phone: user?.phone ?? '', email: user?.email ?? '' }}
      onFinish={async (values) => {
        await update.mutateAsync({ name: values.name?.trim(), phone: values.phone ?? '', email: values.email ?? '' });
        notifySuccess(t('profile.saved'));
      }}
    >
      <Form.Item
        name="name"
        label={t('profile.name')}
        rules={[{ required: true, whitespace: true, message: t('profile.nameRequired') }]}
      >
        <Input maxLength={64} />
      </Form.Item>
      <Form.Item
        name="phone"
        label={t('profile.phone')}
        rules={[
          {
            validator: (_, v: string | undefined) =>
              !v || isMobilePhone(v) ? Promise.resolve() : Promise.reject(new Error(t('profile.phoneInvalid'))),
          },
        ]}
      >
        <Input maxLength={11} />
      </Form.Item>
      <Form.Item
        name="email"
        label={t('profile.email')}
        rules={[{ type: 'email', message: t('profile.emailInvalid') }]}
      >
        <Input maxLength={100} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={update.isPending}>
        {t('common.save')}
      </Button>
    </Form>
  );
}

interface PasswordValues {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

function PasswordForm() {
  const { t } = useTranslation();
  const change = useChangePassword();
  const [form] = Form.useForm<PasswordValues>();
  return (
    <Form<PasswordValues>
      form={form}
      layout="vertical"
      style={{ maxWidth: 480 }}
      onFinish={async (values) => {
        await change.mutateAsync({ oldPassword: values.oldPassword, newPassword: values.newPassword });
        form.resetFields();
        notifySuccess(t('profile.passwordChanged'));
      }}
    >
      <Form.Item
        name="oldPassword"
        label={t('profile.oldPassword')}
        rules={[{ required: true, message: t('profile.oldRequired') }]}
      >
        <Input.Password autoComplete="current-password" maxLength={128} />
      </Form.Item>
      <Form.Item
        name="newPassword"
        label={t('profile.newPassword')}
        extra={t('profile.passwordRule')}
        rules={[
          { required: true, message: t('profile.newRequired') },
          { pattern: PASSWORD_RULE, message: t('profile.passwordRule') },
        ]}
      >
        <Input.Password autoComplete="new-password" maxLength={64} />
      </Form.Item>
      <Form.Item
        name="confirmPassword"
        label={t('profile.confirmPassword')}
        dependencies={['newPassword']}
        rules={[
          { required: true, message: t('profile.confirmRequired') },
          ({ getFieldValue }) => ({
            validator: (_, v: string) =>
              !v || v === getFieldValue('newPassword')
                ? Promise.resolve()
                : Promise.reject(new Error(t('profile.passwordMismatch'))),
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" maxLength={64} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={change.isPending}>
        {t('common.save')}
      </Button>
    </Form>
  );
}

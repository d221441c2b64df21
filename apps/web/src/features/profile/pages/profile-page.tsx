import { USER_TYPE } from '@console/domain/enums';
import { isMobilePhone } from '@console/domain/validators';
import { Alert, Button, Card, Col, Descriptions, Form, Input, Row, Tabs, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { NoticePanel } from '../../../components/notices/notice-panel';
import { CONSOLE_NOTICE_SCOPE, consoleNoticeApi } from '../../../lib/notices/console-notices';
import { notifySuccess } from '../../../lib/notify';
import { useSession } from '../../../lib/session';
import { PictureUpload } from '../../../lib/upload/picture-upload';
import { type ProfileBody, useUpdateProfile } from '../api/update-profile';
import { PasswordForm } from '../components/password-form';
import { PreferencesPanel } from '../components/preferences-panel';
import { TwoFactorPanel } from '../components/two-factor-panel';
import '../i18n';

export function ProfilePage() {
  const { t } = useTranslation();
  const user = useSession((s) => s.user);
  if (!user) return null;
  const roles = user.roleName ? user.roleName.split(',').filter(Boolean) : [];
  const noticesHere = user.userType === USER_TYPE.enterprise && !user.socketId;
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
          {/* Beside the account, not a fourth tab: at 390 px a fourth would not fit the tab bar. */}
          <Card variant="borderless" title={t('profile.preferences')} style={{ marginTop: 16 }}>
            <PreferencesPanel />
          </Card>
        </Col>
        <Col xs={24} lg={16}>
          <Card variant="borderless">
            {user.mustChangePassword && (
              <Alert type="warning" showIcon title={t('profile.mustChangePassword')} style={{ marginBottom: 16 }} />
            )}
            <Tabs
              defaultActiveKey={user.mustChangePassword ? 'password' : 'basic'}
              items={[
                { key: 'basic', label: t('profile.basic'), children: <BasicForm /> },
                { key: 'password', label: t('profile.changePassword'), children: <PasswordForm /> },
                { key: 'mfa', label: t('profile.mfaTitle'), children: <TwoFactorPanel /> },
                // Enterprise users without chat have neither the message area nor the chat dialog: notices are here.
                ...(noticesHere ? [{ key: 'notices', label: t('notices.title'), children: <NoticesTab /> }] : []),
              ]}
            />
          </Card>
        </Col>
      </Row>
    </div>
  );
}

function NoticesTab() {
  const navigate = useNavigate();
  return <NoticePanel api={consoleNoticeApi} scope={CONSOLE_NOTICE_SCOPE} onOpenLink={(link) => navigate(link)} />;
}

/** The avatar as a single picture of the shared picture card: uploading saves it, deleting clears it. */
function AvatarEditor() {
  const { t } = useTranslation();
  const wxHead = useSession((s) => s.user?.wxHead ?? '');
  const update = useUpdateProfile();
  const value = wxHead ? [{ fileName: t('profile.avatar'), url: wxHead }] : [];
  return (
    <div className="avatar-editor">
      <PictureUpload
        value={value}
        limit={1}
        path="avatar"
        onChange={(items) => {
          const url = items[0]?.url ?? '';
          if (url === wxHead) return;
          update.mutate(
            { wxHead: url },
            { onSuccess: () => notifySuccess(t(url ? 'profile.avatarSaved' : 'profile.avatarRemoved')) },
          );
        }}
      />
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
      // A failure is shown by the http client; mutate (not mutateAsync) leaves no unhandled rejection behind.
      onFinish={(values) =>
        update.mutate(
          { name: values.name?.trim(), phone: values.phone ?? '', email: values.email ?? '' },
          { onSuccess: () => notifySuccess(t('profile.saved')) },
        )
      }
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

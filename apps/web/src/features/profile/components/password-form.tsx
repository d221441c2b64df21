import { Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../../lib/notify';
import { useSession } from '../../../lib/session';
import { useChangePassword } from '../api/change-password';
import '../i18n';

const PASSWORD_RULE = /^(?=.*[A-Za-z])(?=.*\d).{8,64}$/;

interface PasswordValues {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** Changing one's own password: the old one, the new one twice; a one-time password is cleared once it is done. */
export function PasswordForm() {
  const { t } = useTranslation();
  const change = useChangePassword();
  const [form] = Form.useForm<PasswordValues>();
  return (
    <Form<PasswordValues>
      form={form}
      layout="vertical"
      style={{ maxWidth: 480 }}
      onFinish={(values) =>
        change.mutate(
          { oldPassword: values.oldPassword, newPassword: values.newPassword },
          {
            onSuccess: () => {
              form.resetFields();
              const user = useSession.getState().user;
              if (user?.mustChangePassword) useSession.setState({ user: { ...user, mustChangePassword: false } });
              notifySuccess(t('profile.passwordChanged'));
            },
          },
        )
      }
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

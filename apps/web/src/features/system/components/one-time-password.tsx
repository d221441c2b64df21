import type { OneTimePassword } from '@console/domain/schemas/admin';
import { Typography } from 'antd';
import type { useAppProps } from 'antd/es/app/context';
import type { TFunction } from 'i18next';

/** Shows a new or reset account's one-time password, once, with a copy button. */
export function showOneTimePassword(
  modal: useAppProps['modal'],
  t: TFunction,
  username: string,
  answer: OneTimePassword,
) {
  modal.success({
    title: t('system.oneTimePasswordTitle'),
    okText: t('common.close'),
    content: (
      <div>
        <Typography.Paragraph>{t('system.oneTimePasswordText', { username })}</Typography.Paragraph>
        <span data-testid="one-time-password">
          <Typography.Text code copyable strong>
            {answer.password}
          </Typography.Text>
        </span>
      </div>
    ),
  });
}

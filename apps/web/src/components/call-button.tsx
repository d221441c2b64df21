import { PhoneOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { type CallRequest, requestCall, useCallChannel } from '../lib/softphone/call-channel';
import '../lib/softphone/call-button-i18n';

export interface CallButtonProps extends CallRequest {
  /** whom the call reaches, for the button's accessible name (e.g. the freelancer's name) */
  who: string;
}

/**
 * The phone button beside a phone number: asks the softphone to call the business's contact by its id (the full
 * number never reaches the browser). Shown only while the softphone control is on the page (telManage:online).
 */
export function CallButton({ businessType, businessId, who }: CallButtonProps) {
  const { t } = useTranslation();
  const ready = useCallChannel((s) => s.ready);
  if (!ready) return null;
  const label = t('callButton.call', { who });
  return (
    <Tooltip title={label}>
      <Button
        type="text"
        size="small"
        icon={<PhoneOutlined />}
        aria-label={label}
        data-testid="call-button"
        onClick={(e) => {
          // A row's own click (open the detail) is not a call.
          e.stopPropagation();
          requestCall({ businessType, businessId });
        }}
      />
    </Tooltip>
  );
}

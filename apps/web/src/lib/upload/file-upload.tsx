import { UploadOutlined } from '@ant-design/icons';
import { Button, Upload } from 'antd';
import { useTranslation } from 'react-i18next';
import { LIST_COMPRESS_BYTES } from './compress';
import { type UploadFieldProps, useUploadField } from './use-uploader';

export interface FileUploadProps extends UploadFieldProps {
  accept?: string;
}

const LIST_RULES = { compressAboveBytes: LIST_COMPRESS_BYTES, failureKey: 'upload.failed' } as const;

/** File-list uploader: images over 1 MB are compressed first; each file shows its progress. */
export function FileUpload({ accept, ...props }: FileUploadProps) {
  const { t } = useTranslation();
  const { uploadProps, maxSizeMb, full } = useUploadField(props, LIST_RULES);
  return (
    <div className="file-upload">
      <Upload {...uploadProps} accept={accept}>
        {!full && (
          <Button icon={<UploadOutlined />} disabled={props.disabled}>
            {t('upload.button')}
          </Button>
        )}
      </Upload>
      <div className="upload-tip">{t('upload.tip', { n: maxSizeMb })}</div>
    </div>
  );
}

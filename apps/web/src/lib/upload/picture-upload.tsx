import { PlusOutlined } from '@ant-design/icons';
import { Upload } from 'antd';
import { useTranslation } from 'react-i18next';
import { CARD_COMPRESS_BYTES } from './compress';
import { PICTURE_EXTENSIONS } from './rules';
import { type UploadFieldProps, useUploadField } from './use-uploader';

export type PictureUploadProps = UploadFieldProps;

const CARD_RULES = {
  compressAboveBytes: CARD_COMPRESS_BYTES,
  extensions: PICTURE_EXTENSIONS,
  failureKey: 'upload.imageFailed',
} as const;

/** Picture-card uploader: png/jpg/jpeg/gif only, images over 1.2 MB compressed first, preview in the viewer. */
export function PictureUpload(props: PictureUploadProps) {
  const { t } = useTranslation();
  const { uploadProps, maxSizeMb, full } = useUploadField(props, CARD_RULES);
  return (
    <div className="picture-upload">
      <Upload {...uploadProps} listType="picture-card">
        {!full && !props.disabled && (
          <button type="button" className="picture-upload-add" aria-label={t('upload.picture')}>
            <PlusOutlined />
            <div style={{ marginTop: 8 }}>{t('upload.picture')}</div>
          </button>
        )}
      </Upload>
      <div className="upload-tip">{t('upload.tip', { n: maxSizeMb })}</div>
    </div>
  );
}

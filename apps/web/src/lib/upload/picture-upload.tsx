import { PlusOutlined } from '@ant-design/icons';
import { Upload, type UploadFile } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useClientConfig } from '../config';
import { previewFile } from '../file-preview/preview-store';
import { CARD_COMPRESS_BYTES } from './compress';
import { PICTURE_EXTENSIONS, type UploadItem } from './rules';
import { settle, toItems, toUploadFile, useUploader } from './use-uploader';

export interface PictureUploadProps {
  value?: UploadItem[];
  onChange?: (items: UploadItem[]) => void;
  maxSizeMb?: number;
  path?: string;
  limit?: number;
  disabled?: boolean;
}

/** Picture-card uploader: png/jpg/jpeg/gif only, images over 1.2 MB compressed first, preview in the viewer. */
export function PictureUpload({
  value = [],
  onChange,
  maxSizeMb: maxSizeProp,
  path,
  limit,
  disabled,
}: PictureUploadProps) {
  const { t } = useTranslation();
  const configuredMaxMb = useClientConfig((s) => s.uploadMaxMb);
  const maxSizeMb = maxSizeProp ?? configuredMaxMb;
  const { beforeUpload, customRequest, confirmRemove } = useUploader({
    maxSizeMb,
    compressAboveBytes: CARD_COMPRESS_BYTES,
    path,
    extensions: PICTURE_EXTENSIONS,
    failureKey: 'upload.imageFailed',
  });
  const [list, setList] = useState<UploadFile[]>(() => value.map(toUploadFile));
  const valueKey = value.map((v) => v.url).join(',');
  const listKey = toItems(list)
    .filter((i) => i.percentage === 100)
    .map((i) => i.url)
    .join(',');
  const [synced, setSynced] = useState(valueKey);
  if (valueKey !== synced) {
    setSynced(valueKey);
    if (valueKey !== listKey) setList(value.map(toUploadFile));
  }

  const full = limit !== undefined && list.length >= limit;
  return (
    <div className="picture-upload">
      <Upload
        listType="picture-card"
        fileList={list}
        accept={PICTURE_EXTENSIONS.map((e) => `.${e}`).join(',')}
        disabled={disabled}
        multiple={limit === undefined || limit > 1}
        beforeUpload={(file) => beforeUpload(file) || Upload.LIST_IGNORE}
        customRequest={customRequest}
        onChange={({ fileList }) => {
          const next = settle(fileList);
          setList(next);
          if (next.every((f) => f.status !== 'uploading')) onChange?.(toItems(next));
        }}
        onRemove={confirmRemove}
        onPreview={(file) =>
          previewFile(file.url ?? (file.response as { url?: string } | undefined)?.url ?? '', file.name)
        }
      >
        {!full && !disabled && (
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

import { UploadOutlined } from '@ant-design/icons';
import { Button, Upload, type UploadFile } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useClientConfig } from '../config';
import { previewFile } from '../file-preview/preview-store';
import { LIST_COMPRESS_BYTES } from './compress';
import type { UploadItem } from './rules';
import { settle, toItems, toUploadFile, useUploader } from './use-uploader';

export interface FileUploadProps {
  value?: UploadItem[];
  onChange?: (items: UploadItem[]) => void;
  /** Max size in MB; the server's configured limit (spec default 10) when not given. */
  maxSizeMb?: number;
  /** Storage sub-path, e.g. 'feedback'. */
  path?: string;
  /** Max number of files. */
  limit?: number;
  accept?: string;
  disabled?: boolean;
}

/** File-list uploader: images over 1 MB are compressed first; each file shows its progress. */
export function FileUpload({
  value = [],
  onChange,
  maxSizeMb: maxSizeProp,
  path,
  limit,
  accept,
  disabled,
}: FileUploadProps) {
  const { t } = useTranslation();
  const configuredMaxMb = useClientConfig((s) => s.uploadMaxMb);
  const maxSizeMb = maxSizeProp ?? configuredMaxMb;
  const { beforeUpload, customRequest, confirmRemove } = useUploader({
    maxSizeMb,
    compressAboveBytes: LIST_COMPRESS_BYTES,
    path,
    failureKey: 'upload.failed',
  });
  const [list, setList] = useState<UploadFile[]>(() => value.map(toUploadFile));
  const valueKey = value.map((v) => v.url).join(',');
  const listKey = toItems(list)
    .filter((i) => i.percentage === 100)
    .map((i) => i.url)
    .join(',');

  // Follow the form value when it changes from outside (reset, initial values), compared by URLs.
  const [synced, setSynced] = useState(valueKey);
  if (valueKey !== synced) {
    setSynced(valueKey);
    if (valueKey !== listKey) setList(value.map(toUploadFile));
  }

  const full = limit !== undefined && list.length >= limit;
  return (
    <div className="file-upload">
      <Upload
        fileList={list}
        accept={accept}
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
        {!full && (
          <Button icon={<UploadOutlined />} disabled={disabled}>
            {t('upload.button')}
          </Button>
        )}
      </Upload>
      <div className="upload-tip">{t('upload.tip', { n: maxSizeMb })}</div>
    </div>
  );
}

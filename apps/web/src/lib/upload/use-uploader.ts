import type { UploadedFile } from '@console/domain/schemas/file';
import { Upload, type UploadFile, type UploadProps } from 'antd';
import type { AxiosRequestConfig } from 'axios';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useClientConfig } from '../config';
import { useConfirmAction } from '../confirm-action';
import { previewFile } from '../file-preview/preview-store';
import { HttpError } from '../http/http-error';
import { notifyError } from '../notify';
import { compressedName, compressImage } from './compress';
import { hasExtension, type UploadItem, withinSize } from './rules';
import { stripCommas, uploadFile } from './upload-file';

type UploadRequestOption = Parameters<NonNullable<UploadProps['customRequest']>>[0];

/** What a form gives either uploader. */
export interface UploadFieldProps {
  value?: UploadItem[];
  onChange?: (items: UploadItem[]) => void;
  /** Max size in MB; the server's configured limit (spec default 10) when not given. */
  maxSizeMb?: number;
  /** Storage sub-path, e.g. 'feedback'. */
  path?: string;
  /** Max number of files. */
  limit?: number;
  disabled?: boolean;
  /** Another upload call than POST /files/upload, with its own request options (a session other than the console's). */
  upload?: { url: string; config: () => AxiosRequestConfig };
}

/** What differs between the file list and the picture card. */
export interface UploadRules {
  compressAboveBytes: number;
  /** Allowed extensions; any when not given. */
  extensions?: readonly string[];
  failureKey: 'upload.failed' | 'upload.imageFailed';
}

export function toUploadFile(item: UploadItem, index: number): UploadFile {
  return {
    uid: item.key ?? `${index}-${item.url}`,
    name: item.fileName,
    url: item.url,
    status: item.percentage !== undefined && item.percentage < 100 ? 'uploading' : 'done',
    percent: item.percentage,
    type: item.type,
  };
}

/** Maps antd's file list back to the spec's upload items. */
export function toItems(list: UploadFile[]): UploadItem[] {
  return list
    .filter((f) => f.status !== 'error')
    .map((f) => {
      const answer = f.response as Partial<UploadedFile> | undefined;
      return {
        // the stored name: commas stripped, .jpg after compression
        fileName: answer?.fileName ?? f.name,
        url: answer?.url ?? f.url ?? '',
        percentage: f.status === 'uploading' ? Math.round(f.percent ?? 0) : 100,
        type: answer?.contentType ?? f.type,
        key: answer?.key ?? (f.uid.includes('/') ? f.uid : undefined),
      };
    });
}

/** Once a file is stored, the list shows it under its stored name and links to its URL. */
export function settle(list: UploadFile[]): UploadFile[] {
  return list.map((f) => {
    const answer = f.response as Partial<UploadedFile> | undefined;
    if (f.status !== 'done' || !answer?.url) return f;
    return { ...f, name: answer.fileName ?? f.name, url: answer.url };
  });
}

/**
 * Everything both uploaders share, as the props of antd's Upload: the type and size checks with the spec's
 * messages, comma stripping, compression over the threshold, the request with per-file progress, the
 * confirmation before a delete, preview, and the list kept in step with the form value.
 */
export function useUploadField(props: UploadFieldProps, rules: UploadRules) {
  const { value = [], onChange, path, limit, disabled } = props;
  const { t } = useTranslation();
  const confirmAction = useConfirmAction();
  const configuredMaxMb = useClientConfig((s) => s.uploadMaxMb);
  const maxSizeMb = props.maxSizeMb ?? configuredMaxMb;

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

  const beforeUpload = (file: File): boolean => {
    if (rules.extensions && !hasExtension(file.name, rules.extensions)) {
      notifyError(t('upload.typeDenied', { types: rules.extensions.join('/') }));
      return false;
    }
    if (!withinSize(file, maxSizeMb)) {
      notifyError(t('upload.tooLarge', { n: maxSizeMb }));
      return false;
    }
    return true;
  };

  const customRequest = async (req: UploadRequestOption) => {
    const file = req.file as File;
    try {
      const blob = await compressImage(file, rules.compressAboveBytes);
      const name = compressedName(stripCommas(file.name), file, blob);
      const uploaded = await uploadFile(blob, name, {
        path,
        silent: true,
        ...(props.upload ? { url: props.upload.url, config: props.upload.config() } : {}),
        onProgress: (percent) => req.onProgress?.({ percent }),
      });
      req.onSuccess?.(uploaded);
    } catch (error) {
      const status = error instanceof HttpError ? error.status : null;
      notifyError(
        error instanceof HttpError && status !== null && status !== 401 ? error.message : t(rules.failureKey),
      );
      req.onError?.(error as Error);
    }
  };

  const confirmRemove = (file: UploadFile): Promise<boolean> =>
    new Promise((resolve) => {
      const asked = confirmAction({
        content: t('upload.deleteConfirm', { name: file.name }),
        className: 'upload-delete-confirm',
        onOk: () => resolve(true),
        onCancel: () => resolve(false),
      });
      // already asking about a file: this click keeps it
      if (!asked) resolve(false);
    });

  const uploadProps: UploadProps = {
    fileList: list,
    disabled,
    multiple: limit === undefined || limit > 1,
    accept: rules.extensions?.map((e) => `.${e}`).join(','),
    beforeUpload: (file) => beforeUpload(file) || Upload.LIST_IGNORE,
    customRequest,
    onChange: ({ fileList }) => {
      const next = settle(fileList);
      setList(next);
      if (next.every((f) => f.status !== 'uploading')) onChange?.(toItems(next));
    },
    onRemove: confirmRemove,
    onPreview: (file) => previewFile(file.url ?? (file.response as { url?: string } | undefined)?.url ?? '', file.name),
  };
  return { uploadProps, maxSizeMb, full: limit !== undefined && list.length >= limit };
}

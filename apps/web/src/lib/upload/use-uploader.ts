import { App, type UploadFile, type UploadProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { HttpError } from '../http/http-error';
import { notifyError } from '../notify';
import { compressedName, compressImage } from './compress';
import { hasExtension, type UploadItem, withinSize } from './rules';
import { stripCommas, type UploadedFile, uploadFile } from './upload-file';

type UploadRequestOption = Parameters<NonNullable<UploadProps['customRequest']>>[0];

export interface UploaderOptions {
  maxSizeMb: number;
  compressAboveBytes: number;
  path?: string;
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

/** The shared rules of both uploaders: size limit, type check, comma stripping, compression, progress, confirm. */
export function useUploader(options: UploaderOptions) {
  const { t } = useTranslation();
  const { modal } = App.useApp();

  const beforeUpload = (file: File): boolean => {
    if (options.extensions && !hasExtension(file.name, options.extensions)) {
      notifyError(t('upload.typeDenied', { types: options.extensions.join('/') }));
      return false;
    }
    if (!withinSize(file, options.maxSizeMb)) {
      notifyError(t('upload.tooLarge', { n: options.maxSizeMb }));
      return false;
    }
    return true;
  };

  const customRequest = async (req: UploadRequestOption) => {
    const file = req.file as File;
    try {
      const blob = await compressImage(file, options.compressAboveBytes);
      const name = compressedName(stripCommas(file.name), file, blob);
      const uploaded = await uploadFile(blob, name, {
        path: options.path,
        silent: true,
        onProgress: (percent) => req.onProgress?.({ percent }),
      });
      req.onSuccess?.(uploaded);
    } catch (error) {
      const status = error instanceof HttpError ? error.status : null;
      notifyError(
        error instanceof HttpError && status !== null && status !== 401 ? error.message : t(options.failureKey),
      );
      req.onError?.(error as Error);
    }
  };

  const confirmRemove = (file: UploadFile): Promise<boolean> =>
    new Promise((resolve) => {
      modal.confirm({
        title: t('common.tip'),
        content: t('upload.deleteConfirm', { name: file.name }),
        okText: t('common.confirm'),
        cancelText: t('common.cancel'),
        className: 'upload-delete-confirm',
        onOk: () => resolve(true),
        onCancel: () => resolve(false),
      });
    });

  return { beforeUpload, customRequest, confirmRemove };
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

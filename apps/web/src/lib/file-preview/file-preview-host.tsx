import { Image, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { notifyWarning } from '../notify';
import { closePreview, usePreview } from './preview-store';

/** Mounted once: the image viewer and the video and audio dialogs that previewFile opens. */
export function FilePreviewHost() {
  const { t } = useTranslation();
  const { kind, url } = usePreview();
  return (
    <>
      {kind === 'image' && (
        <Image
          style={{ display: 'none' }}
          src={url}
          preview={{ open: true, src: url, onOpenChange: (open) => !open && closePreview() }}
        />
      )}
      <Modal
        open={kind === 'video' || kind === 'audio'}
        title={kind === 'audio' ? t('preview.audio') : t('preview.video')}
        footer={null}
        onCancel={closePreview}
        destroyOnHidden
        width={kind === 'audio' ? 420 : 800}
        centered
      >
        {kind === 'video' && (
          <video
            src={url}
            controls
            autoPlay
            style={{ width: '100%', maxHeight: '70vh' }}
            data-testid="preview-video"
            onError={() => notifyWarning(t('preview.videoUnsupported'))}
          >
            <track kind="captions" />
            {t('preview.videoUnsupported')}
          </video>
        )}
        {kind === 'audio' && (
          <audio
            src={url}
            controls
            autoPlay
            style={{ width: '100%' }}
            data-testid="preview-audio"
            onError={() => notifyWarning(t('preview.audioUnsupported'))}
          >
            <track kind="captions" />
            {t('preview.audioUnsupported')}
          </audio>
        )}
      </Modal>
    </>
  );
}

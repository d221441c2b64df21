import { clientConfig } from '../config';
import { t } from '../i18n/i18n';
import { notifyWarning } from '../notify';
import { planPreview } from './plan-preview';
import { usePreview } from './preview-state';

export { closePreview, type PreviewState, usePreview } from './preview-state';

/** Previews a file by its extension; the host component shows the viewer or dialog. */
export function previewFile(url: string, name?: string): void {
  if (!url) return;
  const { fileUrlRewrite, officeViewerUrl } = clientConfig();
  const plan = planPreview(url, name, {
    pageUrl: window.location.href,
    pageIsHttps: window.location.protocol === 'https:',
    rules: fileUrlRewrite,
    officeViewerUrl,
  });
  if (plan.action === 'refuse') notifyWarning(t(plan.messageKey));
  else if (plan.action === 'open') window.open(plan.url, '_blank', 'noopener');
  else {
    usePreview.getState().release?.();
    usePreview.setState({ kind: plan.action, url: plan.url, release: null });
  }
}

/**
 * Plays audio fetched by the console itself (a call recording, which needs the signed-in user's token) in the
 * spec's audio dialog; `release` runs when the dialog closes (revokes the object URL).
 */
export function previewAudio(url: string, release: () => void): void {
  usePreview.getState().release?.();
  usePreview.setState({ kind: 'audio', url, release });
}

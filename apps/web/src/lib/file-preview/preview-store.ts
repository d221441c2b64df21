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
  else usePreview.setState({ kind: plan.action, url: plan.url });
}

import { create } from 'zustand';
import { appConfig } from '../config';
import { t } from '../i18n/i18n';
import { notifyWarning } from '../notify';
import { parseRules, planPreview } from './plan-preview';

export interface PreviewState {
  kind: 'image' | 'video' | 'audio' | null;
  url: string;
}

export const usePreview = create<PreviewState>(() => ({ kind: null, url: '' }));

export function closePreview(): void {
  usePreview.setState({ kind: null, url: '' });
}

/** Previews a file by its extension (spec section 5); the host component shows the viewer or dialog. */
export function previewFile(url: string, name?: string): void {
  if (!url) return;
  const plan = planPreview(url, name, {
    pageIsHttps: window.location.protocol === 'https:',
    rules: parseRules(appConfig.fileUrlRewrite),
    officeViewerUrl: appConfig.officeViewerUrl,
  });
  if (plan.action === 'refuse') notifyWarning(t(plan.messageKey));
  else if (plan.action === 'open') window.open(plan.url, '_blank', 'noopener');
  else usePreview.setState({ kind: plan.action, url: plan.url });
}

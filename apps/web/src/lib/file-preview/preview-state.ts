import { create } from 'zustand';

/** What the preview host shows; previewFile (preview-store.ts) decides it. */
export interface PreviewState {
  kind: 'image' | 'video' | 'audio' | null;
  url: string;
}

export const usePreview = create<PreviewState>(() => ({ kind: null, url: '' }));

export function closePreview(): void {
  usePreview.setState({ kind: null, url: '' });
}

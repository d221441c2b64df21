import { create } from 'zustand';

/** What the preview host shows; previewFile (preview-store.ts) decides it. */
export interface PreviewState {
  kind: 'image' | 'video' | 'audio' | null;
  url: string;
  /** called once the preview closes or another replaces it: frees what was made for it (an object URL) */
  release?: (() => void) | null;
}

export const usePreview = create<PreviewState>(() => ({ kind: null, url: '', release: null }));

export function closePreview(): void {
  const { release } = usePreview.getState();
  usePreview.setState({ kind: null, url: '', release: null });
  release?.();
}

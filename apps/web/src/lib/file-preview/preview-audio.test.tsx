import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { en } from '../i18n/en';
import { setLanguage } from '../i18n/i18n';
import { FilePreviewHost } from './file-preview-host';
import { closePreview, previewAudio, usePreview } from './preview-store';

beforeEach(async () => {
  await setLanguage('en');
});
afterEach(() => {
  act(() => closePreview());
  cleanup();
});

describe('audio the console fetched itself (a call recording)', () => {
  it('plays in the audio dialog, and what was made for it is released once the dialog closes', async () => {
    const release = vi.fn();
    render(
      <App>
        <FilePreviewHost />
      </App>,
    );
    act(() => previewAudio('blob:console/rec-1', release));
    const audio = await screen.findByTestId('preview-audio');
    expect(audio.getAttribute('src')).toBe('blob:console/rec-1');
    expect(screen.getByRole('dialog', { name: en.preview.audio })).toBeTruthy();
    expect(release).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: /close/i }));
    expect(release).toHaveBeenCalledTimes(1);
    expect(usePreview.getState()).toMatchObject({ kind: null, url: '' });
    act(() => closePreview());
    expect(release).toHaveBeenCalledTimes(1);
  });

  it('a second recording opened over the first releases the first', () => {
    const first = vi.fn();
    const second = vi.fn();
    previewAudio('blob:console/a', first);
    previewAudio('blob:console/b', second);
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).not.toHaveBeenCalled();
    expect(usePreview.getState().url).toBe('blob:console/b');
    closePreview();
    expect(second).toHaveBeenCalledTimes(1);
  });
});

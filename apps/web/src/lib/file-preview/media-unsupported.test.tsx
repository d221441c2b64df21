import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { en } from '../i18n/en';
import { setLanguage } from '../i18n/i18n';
import { zh } from '../i18n/zh';
import { FilePreviewHost } from './file-preview-host';
import { closePreview, usePreview } from './preview-state';

const notifyWarning = vi.fn();
vi.mock('../notify', async (original) => ({
  ...(await original<typeof import('../notify')>()),
  notifyWarning: (text: string) => notifyWarning(text),
}));

beforeEach(async () => {
  await setLanguage('en');
  notifyWarning.mockReset();
});
afterEach(() => {
  act(() => closePreview());
  cleanup();
});

function open(kind: 'video' | 'audio', url: string) {
  render(
    <App>
      <FilePreviewHost />
    </App>,
  );
  act(() => usePreview.setState({ kind, url }));
}

describe('media the browser cannot play', () => {
  it('video: "your browser does not support video playback" when it fails, and as the fallback text', async () => {
    expect(zh.preview.videoUnsupported).toBe('您的浏览器不支持视频播放');
    open('video', '/interface/files/clip.rmvb');
    const video = await screen.findByTestId('preview-video');
    expect(video.getAttribute('src')).toBe('/interface/files/clip.rmvb');
    expect(video.textContent).toBe(en.preview.videoUnsupported);
    expect(notifyWarning).not.toHaveBeenCalled();
    fireEvent.error(video);
    expect(notifyWarning).toHaveBeenCalledExactlyOnceWith(en.preview.videoUnsupported);
  });

  it('audio: "your browser does not support audio playback" when it fails, and as the fallback text', async () => {
    expect(zh.preview.audioUnsupported).toBe('您的浏览器不支持音频播放');
    open('audio', '/interface/files/voice.amr');
    const audio = await screen.findByTestId('preview-audio');
    expect(audio.textContent).toBe(en.preview.audioUnsupported);
    fireEvent.error(audio);
    expect(notifyWarning).toHaveBeenCalledExactlyOnceWith(en.preview.audioUnsupported);
    expect(screen.queryByTestId('preview-video')).toBeNull();
  });

  it('in Chinese the words are the spec’s', async () => {
    await setLanguage('zh');
    open('video', '/interface/files/clip.flv');
    fireEvent.error(await screen.findByTestId('preview-video'));
    expect(notifyWarning).toHaveBeenCalledWith('您的浏览器不支持视频播放');
  });
});

import { useState } from 'react';
import { previewAudio } from '../../../lib/file-preview/preview-store';
import { http } from '../../../lib/http/client';
import { messageOf } from '../../../lib/http/download';
import { notifyError } from '../../../lib/notify';

/**
 * GET /callCenter/records/:id/recording (telManage:record:listen): the call's recording as a WAV blob. Fetched
 * with the console's token (the file is not public), so the audio element plays an object URL.
 */
export async function getCallRecording(id: number): Promise<Blob> {
  try {
    const res = await http.get<Blob>(`callCenter/records/${id}/recording`, { responseType: 'blob', silent: true });
    return res.data;
  } catch (error) {
    // A refusal comes back as a blob too: show the server's words (no recording, past retention…).
    const body = (error as { body?: unknown }).body;
    const text = body instanceof Blob ? await messageOf(body) : null;
    notifyError(text ?? (error as Error).message);
    throw error;
  }
}

/** Plays a call's recording in the audio dialog; `loading` is the record being fetched. */
export function usePlayRecording() {
  const [loading, setLoading] = useState<number | null>(null);
  const play = async (id: number) => {
    setLoading(id);
    try {
      const url = URL.createObjectURL(await getCallRecording(id));
      previewAudio(url, () => URL.revokeObjectURL(url));
    } catch {
      // told to the user already
    } finally {
      setLoading(null);
    }
  };
  return { play, loading };
}

import { CHAT_IMAGE_PATH } from '@console/domain/chat-rules';
import { httpChatApi, oddMessageLogPaths } from '../../../lib/chat/chat-store';
import { postData } from '../../../lib/http/client';
import { uploadFile } from '../../../lib/upload/upload-file';

/**
 * The console side's chat calls (docs/realtime.md: /system/oddMessageLog/…, wxRole B). Silent: the chat shows its
 * own states (a failed send, the search's error in place of its results).
 */
export const consoleChatApi = httpChatApi(
  (path, body) => postData(path, body, { silent: true }),
  oddMessageLogPaths('system'),
);

/** Chat images go to storage under chat/image; the message carries the stored URL. */
export async function uploadChatImage(file: File): Promise<string> {
  const stored = await uploadFile(file, file.name, { path: CHAT_IMAGE_PATH, silent: true });
  return stored.url;
}

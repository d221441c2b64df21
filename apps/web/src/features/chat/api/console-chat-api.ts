import { CHAT_IMAGE_PATH } from '@console/domain/schemas/chat';
import { httpChatApi } from '../../../lib/chat/chat-store';
import { postData } from '../../../lib/http/client';
import { uploadFile } from '../../../lib/upload/upload-file';

/** The console side's chat calls (docs/realtime.md: /system/oddMessageLog/…, wxRole B). */
export const consoleChatApi = httpChatApi((path, body) => postData(path, body, { silent: true }), {
  history: 'system/oddMessageLog/exchangeOddMessageList',
  markRead: 'system/oddMessageLog/updateOddMessageLog',
  around: 'system/oddMessageLog/exchangeOddMessageAround',
});

/** Chat images go to storage under chat/image; the message carries the stored URL. */
export async function uploadChatImage(file: File): Promise<string> {
  const stored = await uploadFile(file, file.name, { path: CHAT_IMAGE_PATH, silent: true });
  return stored.url;
}

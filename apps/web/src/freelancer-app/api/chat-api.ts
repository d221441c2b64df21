import { CHAT_IMAGE_PATH } from '@console/domain/schemas/chat';
import { type ChatApi, httpChatApi } from '../../lib/chat/chat-store';
import { uploadFile } from '../../lib/upload/upload-file';
import { freelancerConfig, freelancerPost, guarded } from './freelancer-http';

/** docs/realtime.md, freelancer column: history and mark-read under /freelancer/oddMessageLog/. */
export const freelancerChatApi: ChatApi = httpChatApi((path, body) => freelancerPost(path, body), {
  history: 'freelancer/oddMessageLog/exchangeOddMessageList',
  markRead: 'freelancer/oddMessageLog/updateOddMessageLog',
});

/** POST /freelancer/files/upload under chat/image: answers the stored image's URL (the input says when it fails). */
export async function uploadChatImage(file: File): Promise<string> {
  const stored = await guarded(() =>
    uploadFile(file, file.name, {
      path: CHAT_IMAGE_PATH,
      url: 'freelancer/files/upload',
      config: freelancerConfig(),
      silent: true,
    }),
  );
  return stored.url;
}

import { CHAT_IMAGE_PATH } from '@console/domain/chat-rules';
import { type ChatApi, httpChatApi, oddMessageLogPaths } from '../../lib/chat/chat-store';
import { uploadFile } from '../../lib/upload/upload-file';
import { freelancerConfig, freelancerPost, guarded } from './freelancer-http';

const paths = oddMessageLogPaths('freelancer');

/**
 * docs/realtime.md, freelancer column: history, mark-read, search and the page around a hit under
 * /freelancer/oddMessageLog/. The search is silent: it shows its own error in place of its results.
 */
export const freelancerChatApi: ChatApi = httpChatApi(
  (path, body) => freelancerPost(path, body, { silent: path === paths.search }),
  paths,
);

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

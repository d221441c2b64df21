import type { Page } from '@console/domain/schemas/list';
import type {
  ChatFlagRow,
  ModerationImportResult,
  ModerationTagBody,
  ModerationTagRow,
  ModerationWordBody,
  ModerationWordRow,
} from '@console/domain/schemas/moderation';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SubmitRequest } from '../../../lib/form/submission';
import { deleteData, getData, postData, putData } from '../../../lib/http/client';
import { queryKeys } from '../../../lib/query-keys';

const base = 'system/moderation';

/** GET /system/moderation/tags: the built-in contact tags, then staff's, each with its action. */
export function useModerationTags() {
  return useQuery({
    queryKey: queryKeys.moderation.tags,
    queryFn: () => getData<ModerationTagRow[]>(`${base}/tags`),
  });
}

/** GET /system/moderation/words: words filtered by tag and keyword, newest first. */
export function useModerationWords(params: Record<string, string | number>) {
  return useQuery({
    queryKey: queryKeys.moderation.wordList(params),
    queryFn: () => getData<Page<ModerationWordRow>>(`${base}/words`, params),
    placeholderData: keepPreviousData,
  });
}

/** GET /system/moderation/flags: flagged messages with their conversation around them. */
export function useChatFlags(params: Record<string, string | number>) {
  return useQuery({
    queryKey: queryKeys.moderation.flagList(params),
    queryFn: () => getData<Page<ChatFlagRow>>(`${base}/flags`, params),
    placeholderData: keepPreviousData,
  });
}

/** A write to the word list: the tags (their counts) and the words are stale. */
function useListWrite<A, R>(write: (arg: A) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: queryKeys.moderation.tags }),
        client.invalidateQueries({ queryKey: queryKeys.moderation.words }),
      ]),
  });
}

/** POST /system/moderation/words (new) or PUT /system/moderation/words/:id. */
export const useSaveWord = () =>
  useListWrite(({ id, body, request }: { id: number | null; body: ModerationWordBody; request?: SubmitRequest }) =>
    id === null
      ? postData<{ id: number }>(`${base}/words`, body, request)
      : putData<null>(`${base}/words/${id}`, body, request),
  );

/** DELETE /system/moderation/words/:id. */
export const useRemoveWord = () => useListWrite((id: number) => deleteData<null>(`${base}/words/${id}`));

/** PUT /system/moderation/tags: a tag's action. */
export const useSetTagAction = () => useListWrite((body: ModerationTagBody) => putData<null>(`${base}/tags`, body));

/** DELETE /system/moderation/tags/:name: a staff tag and its words. */
export const useRemoveTag = () =>
  useListWrite((name: string) => deleteData<null>(`${base}/tags/${encodeURIComponent(name)}`));

/** POST /system/moderation/words/import: a .txt file, lines without a tag under `tag`. */
export const useImportWords = () =>
  useListWrite(({ file, tag }: { file: File; tag: string }) => {
    const form = new FormData();
    form.append('file', file);
    return postData<ModerationImportResult>(`${base}/words/import?tag=${encodeURIComponent(tag)}`, form);
  });

/** PUT /system/moderation/flags/:id/review. */
export function useReviewFlag() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => putData<null>(`${base}/flags/${id}/review`),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.moderation.flags }),
  });
}

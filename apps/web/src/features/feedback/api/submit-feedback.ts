import {
  FEEDBACK_SOURCE_TYPE,
  type FeedbackCreateInput,
  type FeedbackCreateResult,
} from '@console/domain/schemas/feedback';
import type { SubmitRequest } from '../../../lib/form/submission';
import { postData } from '../../../lib/http/client';

/** POST /system/oddFeedbackInfo/addOddFeedbackInfo: form fields as the spec sends them; the caller checks data.code. */
export function submitFeedback(
  body: Omit<FeedbackCreateInput, 'sourceType'>,
  request?: SubmitRequest,
): Promise<FeedbackCreateResult> {
  return postData<FeedbackCreateResult>(
    'system/oddFeedbackInfo/addOddFeedbackInfo',
    { ...body, sourceType: FEEDBACK_SOURCE_TYPE },
    request,
  );
}

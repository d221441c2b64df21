import type { ApplicationView } from '@console/domain/schemas/onboarding';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SubmitRequest } from '../../../../lib/form/submission';
import { postData } from '../../../../lib/http/client';

export type ReviewAction = { kind: 'approve'; creditGrade: string } | { kind: 'reject'; reason: string };

/** POST /client/onboarding/:id/approve (credit grade) or /reject (reason). */
export function reviewApplication({
  id,
  action,
  request,
}: {
  id: number;
  action: ReviewAction;
  request?: SubmitRequest;
}): Promise<ApplicationView> {
  const body = action.kind === 'approve' ? { creditGrade: action.creditGrade } : { reason: action.reason };
  return postData<ApplicationView>(`client/onboarding/${id}/${action.kind}`, body, request);
}

export function useReviewApplication() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: reviewApplication,
    onSuccess: () => client.invalidateQueries({ queryKey: ['onboardingReview'] }),
  });
}

import type { ApplicationView } from '@console/domain/schemas/onboarding';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SubmitRequest } from '../../../../lib/form/submission';
import { postData } from '../../../../lib/http/client';
import { queryKeys } from '../../../../lib/query-keys';

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
    onSuccess: (_, { action }) =>
      Promise.all([
        client.invalidateQueries({ queryKey: queryKeys.onboardingReview.lists }),
        // an approval makes the enterprise, its first user and its service agreement
        ...(action.kind === 'approve'
          ? [
              queryKeys.system.enterprises.lists,
              queryKeys.enterpriseOptions.all,
              queryKeys.system.users.lists,
              queryKeys.contracts.lists,
            ].map((queryKey) => client.invalidateQueries({ queryKey }))
          : []),
      ]),
  });
}

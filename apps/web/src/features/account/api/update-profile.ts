import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CurrentUser, Envelope, UpdateProfileRequest } from '@recircuit/contract';
import { apiEnvelope } from '../../../lib/api';
import { currentUserQueryOptions } from './get-current-user';

/** PUT /deviceOwner/updateProfile?userId=: any of the names, phone, postcode and marketing consent. */
export function updateProfile(userId: string, input: UpdateProfileRequest): Promise<Envelope<CurrentUser>> {
  return apiEnvelope<CurrentUser>('/deviceOwner/updateProfile', { method: 'PUT', query: { userId }, body: input });
}

export function useUpdateProfile(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateProfileRequest) => updateProfile(userId, input),
    onSuccess: (answer) => queryClient.setQueryData(currentUserQueryOptions(userId).queryKey, answer.data),
  });
}

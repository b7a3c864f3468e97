import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChangePasswordRequest, Envelope } from '@recircuit/contract';
import { apiEnvelope } from '../../../lib/api';
import { sessionsQueryOptions } from './get-sessions';

/** PUT /deviceOwner/changePassword, passwords in the JSON body only. Ends every other session. */
export function changePassword(input: ChangePasswordRequest): Promise<Envelope<null>> {
  return apiEnvelope<null>('/deviceOwner/changePassword', { method: 'PUT', body: input });
}

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionsQueryOptions().queryKey }),
  });
}

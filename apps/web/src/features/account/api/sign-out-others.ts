import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Envelope, SignOutOthers } from '@recircuit/contract';
import { apiEnvelope } from '../../../lib/api';
import { sessionsQueryOptions } from './get-sessions';

/** POST /deviceOwner/sessions/sign-out-others: every other device signed out, this one kept. */
export function signOutOthers(): Promise<Envelope<SignOutOthers>> {
  return apiEnvelope<SignOutOthers>('/deviceOwner/sessions/sign-out-others', { method: 'POST' });
}

export function useSignOutOthers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOutOthers,
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsQueryOptions().queryKey }),
  });
}

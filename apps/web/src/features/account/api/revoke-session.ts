import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Envelope } from '@recircuit/contract';
import { apiEnvelope } from '../../../lib/api';
import { sessionsQueryOptions } from './get-sessions';

/** DELETE /deviceOwner/sessions/{id}: signs one of your devices out. */
export function revokeSession(id: string): Promise<Envelope<null>> {
  return apiEnvelope<null>(`/deviceOwner/sessions/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useRevokeSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeSession,
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsQueryOptions().queryKey }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Envelope } from '@recircuit/contract';
import { apiEnvelope } from '../../../lib/api';

/** POST /deviceOwner/send-confirmation: emails the link that confirms the address again (3 an hour). */
export function sendConfirmation(): Promise<Envelope<null>> {
  return apiEnvelope<null>('/deviceOwner/send-confirmation', { method: 'POST' });
}

export function useSendConfirmation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendConfirmation,
    // The answer may be that the address was confirmed meanwhile (in another tab).
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['current-user'] }),
  });
}

import { useMutation } from '@tanstack/react-query';
import type { Envelope } from '@recircuit/contract';
import { apiEnvelope } from '../../../lib/api';

export type DeleteAccountInput = { password: string } | { email: string };

/** DELETE /deviceOwner/account: confirmed with the password, or the email for an account without one. */
export function deleteAccount(input: DeleteAccountInput): Promise<Envelope<null>> {
  return apiEnvelope<null>('/deviceOwner/account', { method: 'DELETE', body: input });
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}

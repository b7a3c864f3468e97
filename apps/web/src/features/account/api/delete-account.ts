import { useMutation } from '@tanstack/react-query';
import type { Envelope } from '@recircuit/contract';
import { apiEnvelope } from '../../../lib/api';

export type DeleteAccountInput = { password: string } | { email: string };

/**
 * DELETE /deviceOwner/account: confirmed with the password, or the email for an account without one.
 * Silent: the dialog says a refusal at the field it is about.
 */
export function deleteAccount(input: DeleteAccountInput): Promise<Envelope<null>> {
  return apiEnvelope<null>('/deviceOwner/account', { method: 'DELETE', body: input, silent: true });
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}

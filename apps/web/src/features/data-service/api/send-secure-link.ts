import { useMutation } from '@tanstack/react-query';
import { apiEnvelope } from '../../../lib/api';

export interface SecureLinkInput {
  email: string;
  orderNumber: string;
}

/**
 * POST /subscription/send-secure-link: emails the order's owner a link to its page. The answer
 * is 'Email sent successfully' for any well-formed input, so it says nothing about the order.
 */
export async function sendSecureLink(input: SecureLinkInput): Promise<string> {
  return (await apiEnvelope<unknown>('/subscription/send-secure-link', { method: 'POST', body: input })).message;
}

export function useSendSecureLink() {
  return useMutation({ mutationFn: sendSecureLink });
}

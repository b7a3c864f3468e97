import { useMutation } from '@tanstack/react-query';
import { apiEnvelope } from '../../../lib/api';

export interface SubscribeInput {
  firstName: string;
  lastName: string;
  email: string;
  privacyConsent: boolean;
  news: boolean;
}

/** POST /proxy/subscription/subscribe: sends the confirmation email (double opt-in); resolves with the server's message. */
export async function subscribe(input: SubscribeInput): Promise<string> {
  const envelope = await apiEnvelope<unknown>('/subscription/subscribe', { method: 'POST', body: input });
  return envelope.message;
}

export function useSubscribe() {
  return useMutation({ mutationFn: subscribe });
}

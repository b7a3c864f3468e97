import { useMutation } from '@tanstack/react-query';
import type { ContactRequest, Envelope } from '@recircuit/contract';
import { apiEnvelope } from '../../../lib/api';

/** POST /contact: emails the team (signed in; 5 an hour). */
export function sendContactMessage(input: ContactRequest): Promise<Envelope<null>> {
  return apiEnvelope<null>('/contact', { method: 'POST', body: input });
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}

import { useMutation } from '@tanstack/react-query';
import type { Envelope, RegisterRequest } from '@recircuit/contract';
import { apiEnvelope } from '../../../lib/api';

export interface RegisterAnswer {
  userId: string;
  username: string;
  email: string;
}

/** POST /deviceOwner/registerOwner. Failures are toasted by the API client (docs/web-app.md, "Toasts"). */
export function register(input: RegisterRequest): Promise<Envelope<RegisterAnswer>> {
  return apiEnvelope<RegisterAnswer>('/deviceOwner/registerOwner', { method: 'POST', body: input });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}

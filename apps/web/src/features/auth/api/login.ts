import { useMutation } from '@tanstack/react-query';
import type { Envelope, LoginRequest } from '@recircuit/contract';
import { apiEnvelope } from '../../../lib/api';

export interface LoginAnswer {
  userId: string;
  username: string;
  email: string;
  /** For other clients; the web app never stores it (the session is the HttpOnly cookie). */
  token?: string;
  /** The account's saved language: the site switches to it (the server has set the lang cookie too). */
  language?: string;
}

/** POST /deviceOwner/login. Silent: the dialog shows its own failure message. */
export function login(input: LoginRequest): Promise<Envelope<LoginAnswer>> {
  return apiEnvelope<LoginAnswer>('/deviceOwner/login', { method: 'POST', body: input, silent: true });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}

import type { Envelope, ForgotPasswordRequest } from '@recircuit/contract';
import { apiEnvelope } from '../../../lib/api';

/**
 * POST /deviceOwner/forgot-password: the same answer whether or not the email has an account.
 * Failures (too many links, a bad email) are toasted by the API client.
 */
export function forgotPassword(input: ForgotPasswordRequest): Promise<Envelope<null>> {
  return apiEnvelope<null>('/deviceOwner/forgot-password', { method: 'POST', body: input });
}

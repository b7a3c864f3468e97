import type { Envelope, ResetPasswordRequest } from '@recircuit/contract';
import { apiEnvelope } from '../../../lib/api';
import type { LoginAnswer } from './login';

/**
 * POST /deviceOwner/reset-password: the emailed link's token (in the body, never the address)
 * and the new password; signs this browser in. Silent: the page shows what went wrong with the link.
 */
export function resetPassword(input: ResetPasswordRequest): Promise<Envelope<LoginAnswer>> {
  return apiEnvelope<LoginAnswer>('/deviceOwner/reset-password', { method: 'POST', body: input, silent: true });
}

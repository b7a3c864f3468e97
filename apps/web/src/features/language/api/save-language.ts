import type { CurrentUser, Language } from '@recircuit/contract';
import { apiEnvelope } from '../../../lib/api';

/** PUT /deviceOwner/updateProfile with only `language`: the account keeps the choice for its emails and next sign-in. */
export function saveLanguage(userId: string, language: Language) {
  return apiEnvelope<CurrentUser>('/deviceOwner/updateProfile', {
    method: 'PUT',
    query: { userId },
    body: { language },
    silent: true,
  });
}

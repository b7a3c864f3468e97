import type { CurrentUser } from '@recircuit/contract';

/** The profile form's fields: what the person may change about themselves. */
export interface ProfileValues {
  firstName: string;
  lastName: string;
  phone: string;
  postcode: string;
  marketingConsent: boolean;
}

export function profileValuesOf(user: CurrentUser): ProfileValues {
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    phone: user.phone ?? '',
    postcode: user.postcode ?? '',
    marketingConsent: user.marketingConsent,
  };
}

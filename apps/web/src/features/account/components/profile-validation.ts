import { updateProfileRequestSchema } from '@recircuit/contract';

export interface ProfileValues {
  firstName: string;
  lastName: string;
  phone: string;
  postcode: string;
  marketingConsent: boolean;
}

export type ProfileErrors = Partial<Record<keyof ProfileValues, string>>;

/** The contract's own rules (UK phone, UK postcode, names 1–50), so the form and the server agree. */
export function validateProfile(values: ProfileValues): ProfileErrors {
  const result = updateProfileRequestSchema.safeParse(values);
  if (result.success) return {};
  const errors: ProfileErrors = {};
  for (const issue of result.error.issues) {
    const key = issue.path[0];
    if (typeof key === 'string' && key in values && !errors[key as keyof ProfileValues]) {
      errors[key as keyof ProfileValues] = issue.message;
    }
  }
  return errors;
}

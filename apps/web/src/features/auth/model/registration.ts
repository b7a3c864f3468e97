import { registerRequestSchema, type RegisterRequest } from '@recircuit/contract';

/** The register dialog's fields. */
export interface RegistrationValues {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  privacyConsent: boolean;
  marketingConsent: boolean;
}

export const EMPTY_REGISTRATION: RegistrationValues = {
  firstName: '',
  lastName: '',
  email: '',
  password: '',
  privacyConsent: false,
  marketingConsent: false,
};

export type RegistrationErrors = Partial<Record<keyof RegistrationValues, string>>;

/**
 * What the dialog checks before sending: the contract's own rule (the server checks the same
 * again), with the first message for each field, as the dialog shows them.
 */
export function validateRegistration(values: RegisterRequest): RegistrationErrors {
  const result = registerRequestSchema.safeParse(values);
  const errors: RegistrationErrors = {};
  for (const issue of result.error?.issues ?? []) {
    const field = issue.path[0] as keyof RegistrationValues;
    errors[field] ??= issue.message;
  }
  return errors;
}

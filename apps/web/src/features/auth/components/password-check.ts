import { isStrongPassword, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@recircuit/contract';

/** The three parts of the register dialog's password hint, in its order. */
export type PasswordRule = 'length' | 'capital' | 'digit';

export interface PasswordCheck {
  rules: { rule: PasswordRule; met: boolean }[];
  /** The contract's own verdict (it also caps the length), so client and server agree. */
  strong: boolean;
}

/** What the register form shows as the person types. */
export function checkPassword(password: string): PasswordCheck {
  return {
    rules: [
      { rule: 'length', met: password.length >= PASSWORD_MIN_LENGTH && password.length <= PASSWORD_MAX_LENGTH },
      { rule: 'capital', met: /[A-Z]/.test(password) },
      { rule: 'digit', met: /\d/.test(password) },
    ],
    strong: isStrongPassword(password),
  };
}

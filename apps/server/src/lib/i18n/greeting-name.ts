/** The longest name an email greets anyone by. */
export const GREETING_NAME_MAX = 40;

/**
 * The name an email greets someone by: the first word of their first name (the first one with a
 * letter), at most 40 characters. Whoever fills a form chooses the name and can send the email to
 * anyone's address, so a sentence of letters ("Your account is locked call") must not become the
 * email's opening line (docs/product.md, "Accounts and personal data").
 */
export function greetingName(firstName: string): string {
  const word = firstName.split(/\s+/u).find((part) => /\p{L}/u.test(part)) ?? '';
  return Array.from(word).slice(0, GREETING_NAME_MAX).join('');
}

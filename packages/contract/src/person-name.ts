// Scripts whose names are written family name first, with no space: Chinese (and Japanese and
// Korean, written in their own scripts). See docs/i18n.md, "People's names".
const FAMILY_FIRST_SCRIPT = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
const LATIN_LETTER = /\p{Script=Latin}/u;

/**
 * A person's full name from their first (given) and last (family) name, as the site shows it
 * anywhere (greetings, lists, labels): 王小明 for a name written in Chinese characters, whatever
 * the reader's language, as the name is never reversed; "Alice Newcomer" otherwise, as Chinese
 * text also writes a foreign name in its own order. Either part may be empty.
 */
export function personName(firstName: string, lastName: string): string {
  const first = firstName.trim();
  const last = lastName.trim();
  const whole = `${first}${last}`;
  if (FAMILY_FIRST_SCRIPT.test(whole) && !LATIN_LETTER.test(whole)) return `${last}${first}`;
  return [first, last].filter(Boolean).join(' ');
}

/**
 * A LIKE pattern that finds `text` anywhere, with the wildcards people type (`%`, `_`) and
 * the escape character taken literally (PostgreSQL's default escape is the backslash).
 */
export function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

const PLACEHOLDER = /\{\{(\w+)\}\}/g;

/** Writes a message template's placeholders: fillMessage('Hello {{name}}', { name: 'Ann' }). */
export function fillMessage(template: string, params: Record<string, string | number>): string {
  return template.replace(PLACEHOLDER, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/** The placeholder names of a template, in order. */
export function placeholdersOf(template: string): string[] {
  return [...template.matchAll(PLACEHOLDER)].map((match) => match[1]!);
}

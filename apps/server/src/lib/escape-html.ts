/** Text made safe to put inside HTML (an element's text or a quoted attribute). */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * The first message of a field's errors, whether the field itself failed (a list too long) or
 * one of its items did (a storage that is not a number): react-hook-form keeps item errors
 * under the item's index.
 */
export function firstErrorMessage(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const { message } = error as { message?: unknown };
  if (typeof message === 'string' && message) return message;
  for (const [key, value] of Object.entries(error as Record<string, unknown>)) {
    // `ref` is the field's element, not an error.
    if (key !== 'ref' && value && typeof value === 'object') {
      const found = firstErrorMessage(value);
      if (found) return found;
    }
  }
  return undefined;
}

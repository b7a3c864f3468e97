import type { FieldError } from '@recircuit/contract';

/** The API's envelope as it may arrive: every field is checked before it is trusted. */
export interface EnvelopeLike {
  code?: unknown;
  message?: unknown;
  data?: unknown;
  errors?: unknown;
}

export function asEnvelope(value: unknown): EnvelopeLike | null {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as EnvelopeLike) : null;
}

/** The envelope in a response body read as text (the upload's XMLHttpRequest), or null. */
export function parseEnvelope(text: string): EnvelopeLike | null {
  try {
    return asEnvelope(JSON.parse(text));
  } catch {
    return null;
  }
}

export function isJsonContentType(contentType: string | null): boolean {
  return /^application\/(?:[\w.+-]+\+)?json\b/i.test(contentType ?? '');
}

export function fieldErrorsOf(envelope: EnvelopeLike | null): FieldError[] {
  if (!envelope || !Array.isArray(envelope.errors)) return [];
  return envelope.errors.filter(
    (item): item is FieldError =>
      item !== null &&
      typeof item === 'object' &&
      typeof (item as FieldError).field === 'string' &&
      typeof (item as FieldError).message === 'string',
  );
}

/** The server's message, when it sent a non-blank one. */
export function messageOf(envelope: EnvelopeLike | null): string | undefined {
  return envelope && typeof envelope.message === 'string' && envelope.message.trim() ? envelope.message : undefined;
}

export function codeOf(envelope: EnvelopeLike | null): number | undefined {
  return typeof envelope?.code === 'number' ? envelope.code : undefined;
}

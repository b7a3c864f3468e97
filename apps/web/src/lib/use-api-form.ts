import { useRef, useState, type BaseSyntheticEvent } from 'react';
import {
  get,
  useForm,
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormProps,
  type UseFormReturn,
} from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { isApiError } from './api';
import { words } from './i18n';

/**
 * A contract schema (zod 4) as the form sees it: it gives back `TOutput` (trimmed, normalised)
 * from whatever the fields hold. Typed by shape so the web app needs no import of zod itself.
 */
export interface ContractSchema<TOutput> {
  _zod: { input: FieldValues; output: TOutput };
}

export interface UseApiFormOptions<TValues extends FieldValues, TOutput> extends Omit<
  UseFormProps<TValues, unknown, TOutput>,
  'resolver' | 'defaultValues'
> {
  /**
   * The contract's schema for the request: the form checks what the server will check. Or a
   * loader of it, for a form on a server-rendered page: zod then loads when the form first
   * checks, not while the page hydrates (docs/rendering.md).
   */
  schema: ContractSchema<TOutput> | (() => Promise<ContractSchema<TOutput>>);
  /** Every field, so the server's `errors[].field` can be matched to one. */
  defaultValues: TValues;
  /** Sends the checked values. Runs once at a time; what it throws goes to `onError`. */
  onSubmit: (values: TOutput) => unknown;
  /** The schema refused the values (nothing was sent). */
  onInvalid?: (errors: FieldErrors<TValues>) => void;
  /** The request failed; the server's field errors are already on the fields. */
  onError?: (error: unknown) => void;
}

export interface ApiForm<TValues extends FieldValues, TOutput> extends UseFormReturn<TValues, unknown, TOutput> {
  /** The form's onSubmit handler. */
  submit: (event?: BaseSyntheticEvent) => Promise<void>;
  /** True while `onSubmit` runs: disable the submit button (and the fields) with it. */
  submitting: boolean;
  /** The message to show under a field, if any. */
  errorOf: (name: Path<TValues>) => string | undefined;
}

function resolverOf<TValues extends FieldValues, TOutput>(
  schema: UseApiFormOptions<TValues, TOutput>['schema'],
): Resolver<TValues, unknown, TOutput> {
  const resolve = (loaded: ContractSchema<TOutput>) =>
    zodResolver(loaded) as unknown as Resolver<TValues, unknown, TOutput>;
  if (typeof schema !== 'function') return resolve(schema);
  let ready: Resolver<TValues, unknown, TOutput> | undefined;
  return async (values, context, options) => {
    ready ??= resolve(await schema());
    return ready(values, context, options);
  };
}

/** The first message in the form's errors (fields in the schema's order), for a toast. */
export function firstMessage(errors: FieldErrors): string | undefined {
  for (const error of Object.values(errors)) {
    if (typeof error?.message === 'string' && error.message) return error.message;
  }
  return undefined;
}

/**
 * Puts each of an ApiError's field errors (`errors[].field`) on the form's field of that name,
 * the first message per field; returns the fields it marked. Fields the form does not have
 * (and errors that are not the API's) are left to the caller.
 */
export function applyServerErrors<TValues extends FieldValues>(
  form: Pick<UseFormReturn<TValues, unknown, unknown>, 'setError' | 'getValues'>,
  error: unknown,
): Path<TValues>[] {
  if (!isApiError(error)) return [];
  const values = form.getValues() as Record<string, unknown>;
  const marked: Path<TValues>[] = [];
  for (const { field, message } of error.fieldErrors) {
    // A nested path (imageUrls.0) belongs to its field (imageUrls).
    const name = field.split('.')[0] as Path<TValues>;
    if (!Object.hasOwn(values, name) || marked.includes(name)) continue;
    form.setError(name, { type: 'server', message });
    marked.push(name);
  }
  return marked;
}

/**
 * The one form pattern: react-hook-form checked by the contract's zod schema, the server's
 * field errors mapped onto the fields, and one submission at a time.
 */
export function useApiForm<TValues extends FieldValues, TOutput = TValues>({
  schema,
  onSubmit,
  onInvalid,
  onError,
  ...options
}: UseApiFormOptions<TValues, TOutput>): ApiForm<TValues, TOutput> {
  const [resolver] = useState(() => resolverOf<TValues, TOutput>(schema));
  const form = useForm<TValues, unknown, TOutput>({
    ...options,
    defaultValues: options.defaultValues as DefaultValues<TValues>,
    resolver,
  });
  const [submitting, setSubmitting] = useState(false);
  // A ref as well as state: a second Enter in the same tick must not send a second request.
  const inFlight = useRef(false);

  const send = async (values: TOutput) => {
    setSubmitting(true);
    try {
      await onSubmit(values);
    } catch (error) {
      applyServerErrors(form, error);
      if (onError) onError(error);
      else if (!isApiError(error)) throw error;
    } finally {
      setSubmitting(false);
    }
  };

  const submit = async (event?: BaseSyntheticEvent) => {
    event?.preventDefault();
    if (inFlight.current) return;
    inFlight.current = true;
    try {
      await form.handleSubmit(send, onInvalid)(event);
    } finally {
      inFlight.current = false;
    }
  };

  // The contract's schema speaks en-GB; the field shows its words in the language of the page.
  const errorOf = (name: Path<TValues>) => {
    const message = (get(form.formState.errors, name) as { message?: string } | undefined)?.message;
    return message && words(message);
  };

  return { ...form, submit, submitting, errorOf };
}
